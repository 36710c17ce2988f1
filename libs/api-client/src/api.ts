import { createApiClient, type ApiClient, type ApiClientOptions } from './client';

let client: ApiClient = createApiClient();

/**
 * The app-wide client. The shell configures it once at start (origin, token,
 * handlers); features call `api.call(API.group.route, input)`.
 */
export const api: Pick<ApiClient, 'send' | 'call' | 'download' | 'configure'> = {
  send: (...args) => client.send(...args),
  call: (...args) => client.call(...args),
  download: (...args) => client.download(...args),
  configure: (...args) => client.configure(...args),
};

export function configureApi(options: ApiClientOptions): void {
  client = createApiClient(options);
}
