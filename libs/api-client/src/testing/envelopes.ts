import { HttpResponse, type JsonBodyType } from 'msw';
import { API_BASE_PATH } from '@portal/api-contract';

/**
 * msw answers in the server's envelope (spec §7, §8), for unit tests and
 * Storybook alike (no test-runner imports here).
 */
export const ok = (data: JsonBodyType) => HttpResponse.json({ code: 0, msg: 'ok', data });
export const failure = (code: number, msg: string) => HttpResponse.json({ code, msg, data: null });

/** A contract path on any origin, for Storybook's msw handlers (`parameters.msw.handlers`). */
export const anyOrigin = (path: string) => `*${API_BASE_PATH}${path}`;
