import { type PrimaryHome, workspaceApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** GET /primary/home */
export function getPrimaryHome(request: CallOptions = {}): Promise<PrimaryHome> {
  return api.call(workspaceApi.primaryHome, {}, request);
}
