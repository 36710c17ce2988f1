import { CONFLICT_CODE } from '@portal/api-contract';

/** Why a call failed. */
export type ApiErrorKind =
  /** The envelope carried a code other than 0 / 4212. */
  | 'envelope'
  /** An HTTP status outside 2xx (401, 413, 5xx …). */
  | 'http'
  /** The response did not match the contract (or was not JSON). */
  | 'schema'
  | 'timeout'
  | 'network'
  /** Spec §8 HTTP 700, which the raw client resolves; typed calls turn it into this silent error. */
  | 'silent-status';

/** A failed call. The user has already been told (toast, dialog, redirect) unless `quiet` was asked. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** Envelope code, for kind `envelope`. */
  readonly code: number | undefined;
  /** HTTP status, when there was a response. */
  readonly status: number | undefined;
  readonly path: string;

  constructor(kind: ApiErrorKind, message: string, details: { path: string; code?: number; status?: number; cause?: unknown }) {
    super(message, { cause: details.cause });
    this.kind = kind;
    this.code = details.code;
    this.status = details.status;
    this.path = details.path;
  }

  /** A client error that retrying will not fix (4xx or an envelope/contract refusal). */
  get isPermanent(): boolean {
    return this.kind === 'envelope' || this.kind === 'schema' || this.kind === 'silent-status' || (this.status !== undefined && this.status < 500);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A change refused because the item changed first (HTTP 409, code 4090): reload and try again. */
export function isConflict(error: unknown): boolean {
  return isApiError(error) && error.code === CONFLICT_CODE;
}

/** A failed change as a page shows it: the server's message (or the fallback) and whether it was a conflict. */
export interface ActionFailure {
  text: string;
  conflict: boolean;
}

export function actionFailure(error: unknown, fallback: string): ActionFailure {
  return { text: errorMessage(error, fallback), conflict: isConflict(error) };
}

/** The message of a failed call (the server's, or the client's catalogue message), else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
