import { workspaceApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/**
 * GET /primary/home — here only for `domains`, the reviewer's own domains (the first-review
 * filter offers those). Quiet: without it the filter falls back to the domains in the queue.
 */
export function getPrimaryHome(request: CallOptions = {}) {
  return api.call(workspaceApi.primaryHome, {}, { quiet: true, ...request });
}
