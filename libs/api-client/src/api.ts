import type { ApiClient, ApiClientOptions, ApiHandlers } from './client';

/**
 * Issue 13: the browser loads the client itself (ky, the envelope's schema, zod) with its first call,
 * not with every page. A page rendered on the server arrives with its data, so it may never call;
 * one that does waits for that chunk once (the shell fetches it ahead when the browser is idle).
 */
const loadClientModule = () => import('./client');

let options: ApiClientOptions = {};
/** Handlers configured after `configureApi` (the shell's session handlers), kept for the client to come. */
let configured: Partial<ApiHandlers> = {};
let client: Promise<ApiClient> | undefined;
/** Where `api` finds its client on the server: a render's own, synchronously (issue 15). */
let serverClient: (() => ApiClient) | undefined;

function browserClient(): Promise<ApiClient> {
  client ??= loadClientModule().then(
    ({ createApiClient }) => createApiClient({ ...options, handlers: { ...options.handlers, ...configured } }),
    (error: unknown) => {
      // A chunk that failed to load is asked for again by the next call.
      client = undefined;
      throw error;
    },
  );
  return client;
}

/**
 * The app-wide client. The shell configures it once at start (origin, token,
 * handlers); features call `api.call(API.group.route, input)`.
 */
export const api: Pick<ApiClient, 'send' | 'call' | 'download' | 'configure'> = {
  send: (...args) => (serverClient ? serverClient().send(...args) : browserClient().then((current) => current.send(...args))),
  call: (...args) => (serverClient ? serverClient().call(...args) : browserClient().then((current) => current.call(...args))),
  download: (...args) => (serverClient ? serverClient().download(...args) : browserClient().then((current) => current.download(...args))),
  configure(next) {
    if (serverClient) return serverClient().configure(next);
    configured = { ...configured, ...next };
    void client?.then(
      (current) => current.configure(next),
      () => undefined,
    );
  },
};

/** Sets the options of the app's client; the client is made with its first call. */
export function configureApi(next: ApiClientOptions): void {
  options = next;
  configured = {};
  client = undefined;
}

/** Issue 13: fetches the client's code ahead of the first call (when the browser is idle). */
export function preloadApiClient(): Promise<void> {
  return browserClient().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Issue 15: on the server every render has its own client (its site's origin, its in-process
 * fetch), found through the request's async context; the renderer installs that lookup once.
 */
export function resolveApiClientWith(resolve: () => ApiClient): void {
  serverClient = resolve;
}
