import { isApiError } from '@portal/api-client';

/** Issue 6: a change made with a stale version answers HTTP 409, code 4090, with the server's message. */
export const CONFLICT_CODE = 4090;

export const isConflict = (error: unknown): boolean => isApiError(error) && error.code === CONFLICT_CODE;

/** What to tell the user about a failed change (the server's message where it gave one). */
export const errorMessage = (error: unknown, fallback: string): string => (error instanceof Error && error.message ? error.message : fallback);
