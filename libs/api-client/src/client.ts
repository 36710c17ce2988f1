import { contractMessage } from './contract-text';
import ky, { isTimeoutError, type KyInstance } from 'ky';
import * as z from 'zod/mini';
import {
  API_BASE_PATH,
  HTTP_STATUS,
  QUIET_PATHS,
  RESULT_CODE,
  envelopeSchema,
  type RouteBody,
  type RouteData,
  type RouteDef,
  type RouteQuery,
} from '@portal/api-contract';
import type { PendingCounter } from '@portal/util';
import { ApiError } from './api-error';
import { fileNameOf } from './content-disposition';
import { NO_LOADING_HEADER, pendingRequests } from './pending';
import { apiText } from './text';

/** The signed-in areas (staff, corporation): a call there authenticates, which keeps the session alive. */
const SESSION_PATHS = /^\/(primary|second)\//;

/** Spec §7/§9: request timeout 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** What the client does for the cases of spec §8 that reach beyond it (wired by the shell and auth). */
export interface ApiHandlers {
  /** An error toast. */
  toast(message: string): void;
  /** Codes 1000/1001: the logout action (session expiry → login with preUrl). */
  onSessionEnd(code: number, msg: string): void;
  /** Code 3166: the legal-person-only notice. */
  onLegalPersonOnly(msg: string): void;
  /** Code 4011: show /404. */
  onNotFound(): void;
  /** HTTP 401, after the toast: clear AuthState and go to login with preUrl. */
  onUnauthorized(): void;
  /**
   * Issue 19: a signed-in call of the workspace succeeded, so the server restarted the session's idle
   * time (the session-expiry warning counts from here).
   */
  onSessionActivity?(): void;
}

export interface ApiClientOptions {
  /** API origin of this site ('' = same origin). */
  origin?: string;
  /** The User-Token to send (spec §7: the token from AuthState). */
  getToken?: () => string | null | undefined;
  handlers?: Partial<ApiHandlers>;
  pending?: PendingCounter;
  /** Clock for the `t` parameter (ms). */
  now?: () => number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Where contract mismatches are logged. */
  log?: (message: string, details: unknown) => void;
}

export interface RequestOptions {
  method?: string;
  /** Query parameters; GET requests always get `t` too. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** JSON body. */
  json?: unknown;
  /** Multipart or other raw body. */
  body?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Spec §8 quiet paths: no toast for envelope errors. Defaults to the path being in QUIET_PATHS. */
  quiet?: boolean;
  /**
   * A request nobody is looking at yet (a hover prefetch, issue 13): no toast, no redirect, no
   * loading overlay; a failure only rejects. The page that opens later asks again and reports it.
   */
  silent?: boolean;
}

const noop = () => undefined;
const SILENT_HANDLERS: ApiHandlers = { toast: noop, onSessionEnd: noop, onLegalPersonOnly: noop, onNotFound: noop, onUnauthorized: noop };

function isJson(response: Response): boolean {
  return /[/+]json\b/i.test(response.headers.get('content-type') ?? '');
}

/**
 * A request its caller gave up on (React Query cancels a query whose page unmounted): the body
 * read fails with the signal's AbortError. That is nobody's mistake, so it is never reported
 * as a contract mismatch or a missing response (issue 21 §13d); it rejects as the abort it is.
 */
function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

async function serverMessage(response: Response): Promise<string> {
  if (!isJson(response)) return '';
  try {
    const parsed = envelopeSchema.safeParse(await response.clone().json());
    return parsed.success ? contractMessage(parsed.data.msg) : '';
  } catch (error) {
    if (isAbort(error)) throw error;
    return '';
  }
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A downloaded file: its bytes, and the name the server gave it (null when it gave none). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * The one HTTP client of the web apps (spec §7, §8, §9). `send` mirrors the spec's
 * client exactly: it resolves the envelope's data for code 0 and 4212, 700 for
 * HTTP 700, and a Blob for binary responses; everything else is reported to the
 * user as §8 says and rejects with an ApiError. `call` is the typed form for a
 * contract route: it validates the input and parses the data with the route's schema.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const handlers: ApiHandlers = {
    toast: noop,
    onSessionEnd: noop,
    onLegalPersonOnly: noop,
    onNotFound: noop,
    onUnauthorized: noop,
    ...options.handlers,
  };
  const pending = options.pending ?? pendingRequests;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string, details: unknown) => console.error(message, details));
  const http: KyInstance = ky.create({
    prefix: `${options.origin ?? ''}${API_BASE_PATH}`,
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const handlersFor = (silent: boolean): ApiHandlers => (silent ? SILENT_HANDLERS : handlers);

  function configure(next: Partial<ApiHandlers>) {
    Object.assign(handlers, next);
  }

  /**
   * The token whose HTTP 401 was last reported ('' for none). Requests sent together with one
   * token all come back 401 when its session ends; the user hears of that expiry once (issue
   * 21 §13a), and the next session's token is reported again.
   */
  let expiredToken: string | undefined;

  async function send(path: string, request: RequestOptions = {}): Promise<unknown> {
    return exchange(path, request, (response, quiet, token) => interpret(path, response, quiet, { token, silent: request.silent === true }));
  }

  /**
   * A file with the User-Token (issue 21 §1): the bytes as a Blob, unchanged (spec §8), with the
   * server's file name. Quiet (the link that asked says what went wrong) and without the page's
   * loading overlay (the link shows its own); HTTP 401 still ends the session as §8 says. A
   * missing file (4011) rejects instead of leaving the page for /404.
   */
  async function download(path: string, request: Pick<RequestOptions, 'signal'> = {}): Promise<DownloadedFile> {
    return exchange(path, { ...request, quiet: true, headers: { [NO_LOADING_HEADER]: '1' } }, async (response, quiet, token) => {
      if (response.ok && response.status !== HTTP_STATUS.SILENT && !isJson(response)) {
        return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
      }
      await interpret(path, response, quiet, { notFoundPage: false, token });
      // A success envelope or HTTP 700 where a file was expected.
      return contractMismatch(path, response.status, new Error('expected a file, got no file'), quiet);
    });
  }

  async function exchange<T>(path: string, request: RequestOptions, read: (response: Response, quiet: boolean, token: string) => Promise<T>): Promise<T> {
    const method = (request.method ?? 'GET').toUpperCase();
    const headers = new Headers(request.headers);
    // Spec §7: the overlay counts the request unless the header opts out; the header never leaves the browser.
    const counted = !headers.has(NO_LOADING_HEADER) && !request.silent;
    headers.delete(NO_LOADING_HEADER);
    const token = options.getToken?.();
    if (token) headers.set('User-Token', token);
    const searchParams: Record<string, string | number | boolean | undefined> = {};
    for (const [key, value] of Object.entries(request.query ?? {})) if (value !== null && value !== undefined) searchParams[key] = value;
    // Spec §7: every GET carries t = the current time in seconds.
    if (method === 'GET') searchParams['t'] = Math.floor(now() / 1000);
    const quiet = request.silent === true || (request.quiet ?? QUIET_PATHS.includes(path));

    const end = counted ? pending.start() : noop;
    let response: Response;
    try {
      response = await http(path.replace(/^\//, ''), {
        method,
        headers,
        searchParams,
        ...(request.json !== undefined ? { json: request.json } : {}),
        ...(request.body !== undefined ? { body: request.body } : {}),
        ...(request.signal ? { signal: request.signal } : {}),
      });
    } catch (error) {
      end();
      if (request.signal?.aborted) throw error;
      const timedOut = isTimeoutError(error);
      const message = apiText.t(timedOut ? 'timeout' : 'network');
      if (!quiet) handlers.toast(message);
      throw new ApiError(timedOut ? 'timeout' : 'network', message, { path, cause: error });
    }

    if (token && response.ok && SESSION_PATHS.test(path)) handlers.onSessionActivity?.();
    try {
      return await read(response, quiet, token ?? '');
    } finally {
      end();
    }
  }

  async function interpret(path: string, response: Response, quiet: boolean, { notFoundPage = true, token = '', silent = false } = {}): Promise<unknown> {
    const { status } = response;
    const handlers = handlersFor(silent);
    if (status === HTTP_STATUS.SILENT) return HTTP_STATUS.SILENT;
    if (status === HTTP_STATUS.UNAUTHORIZED) {
      const message = (await serverMessage(response)) || apiText.t('unauthorized');
      if (!silent && expiredToken !== token) {
        expiredToken = token;
        handlers.toast(message);
        handlers.onUnauthorized();
      }
      throw new ApiError('http', message, { path, status });
    }
    if (status === HTTP_STATUS.PAYLOAD_TOO_LARGE) {
      const message = (await serverMessage(response)) || apiText.t('tooLarge');
      handlers.toast(message);
      throw new ApiError('http', message, { path, status });
    }
    if (status < 200 || status >= 300) {
      // A failed HTTP status may still carry an envelope with a known code (e.g. 404 + 4011).
      const body = isJson(response)
        ? envelopeSchema.safeParse(
            await response.json().catch((error: unknown) => {
              if (isAbort(error)) throw error;
              return null;
            }),
          )
        : null;
      if (body?.success) return handleEnvelope(path, body.data, quiet, status, notFoundPage, silent);
      const message = apiText.t('noResponseData');
      if (!quiet) handlers.toast(message);
      throw new ApiError('http', message, { path, status });
    }
    // Spec §8: blob and binary responses pass through unchanged.
    if (!isJson(response)) return response.blob();
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      if (isAbort(error)) throw error;
      return contractMismatch(path, status, error, quiet);
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) return contractMismatch(path, status, envelope.error, quiet);
    return handleEnvelope(path, envelope.data, quiet, status, notFoundPage, silent);
  }

  function handleEnvelope(
    path: string,
    envelope: z.output<typeof envelopeSchema>,
    quiet: boolean,
    status: number,
    notFoundPage = true,
    silent = false,
  ): unknown {
    const { code, data } = envelope;
    const msg = contractMessage(envelope.msg);
    const handlers = handlersFor(silent);
    switch (code) {
      case RESULT_CODE.OK:
      case RESULT_CODE.SILENT:
        return data;
      case RESULT_CODE.SESSION_EXPIRED:
      case RESULT_CODE.SESSION_INVALID:
        handlers.onSessionEnd(code, msg);
        break;
      case RESULT_CODE.LEGAL_PERSON_ONLY:
        handlers.onLegalPersonOnly(msg);
        break;
      case RESULT_CODE.NOT_FOUND:
        if (notFoundPage) handlers.onNotFound();
        break;
      default:
        if (!quiet) handlers.toast(msg || apiText.t('noResponseData'));
    }
    throw new ApiError('envelope', msg || apiText.t('noResponseData'), { path, code, status });
  }

  function contractMismatch(path: string, status: number, cause: unknown, quiet: boolean): never {
    log(`API contract mismatch on ${path}`, cause);
    if (!quiet) handlers.toast(apiText.t('noResponseData'));
    throw new ApiError('schema', apiText.t('noResponseData'), { path, status, cause });
  }

  /** A typed call of a contract route. Input is validated before sending; data is parsed, never cast. */
  async function call<R extends RouteDef>(
    route: R,
    input: { query?: RouteQuery<R>; body?: RouteBody<R> } = {},
    extra: Pick<RequestOptions, 'headers' | 'signal' | 'quiet' | 'silent'> = {},
  ): Promise<RouteData<R>> {
    const query = route.query ? (z.parse(route.query, input.query) as RequestOptions['query']) : undefined;
    const json = route.body ? z.parse(route.body, input.body) : undefined;
    const result = await send(route.path, {
      method: route.method,
      query,
      json,
      ...extra,
      quiet: extra.silent === true || (extra.quiet ?? route.quiet),
    });
    if (result === HTTP_STATUS.SILENT) {
      throw new ApiError('silent-status', 'HTTP 700', { path: route.path, status: HTTP_STATUS.SILENT });
    }
    const parsed = z.safeParse(route.data, result);
    if (!parsed.success) return contractMismatch(route.path, 200, parsed.error, Boolean(extra.silent || (extra.quiet ?? route.quiet)));
    return parsed.data as RouteData<R>;
  }

  return { send, call, download, configure };
}
