import { createApiClient, type ApiClient, type ApiClientOptions } from './client';

let client: ApiClient = createApiClient();
/** Where `api` finds its client: the one `configureApi` made, unless a server renderer says otherwise. */
let current: () => ApiClient = () => client;

/**
 * The app-wide client. The shell configures it once at start (origin, token,
 * handlers); features call `api.call(API.group.route, input)`.
 */
export const api: Pick<ApiClient, 'send' | 'call' | 'download' | 'configure'> = {
  send: (...args) => current().send(...args),
  call: (...args) => current().call(...args),
  download: (...args) => current().download(...args),
  configure: (...args) => current().configure(...args),
};

export function configureApi(options: ApiClientOptions): void {
  client = createApiClient(options);
}

/**
 * Issue 15: on the server every render has its own client (its site's origin, its in-process
 * fetch), found through the request's async context; the renderer installs that lookup once.
 */
export function resolveApiClientWith(resolve: () => ApiClient): void {
  current = resolve;
}
