import { API, type PrimaryHome } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** GET /primary/home */
export function getPrimaryHome(request: CallOptions = {}): Promise<PrimaryHome> {
  return api.call(API.workspace.primaryHome, {}, request);
}
