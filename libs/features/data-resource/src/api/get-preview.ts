import { type ResourcePreview, deliveryRoutes } from '@portal/api-contract';
import { NO_LOADING_HEADER, api, type CallOptions } from '@portal/api-client';

/**
 * GET /web/data-resource/preview — the first rows of an open resource (issue 22). Quiet, and
 * without the page's loading overlay: the preview section shows its own loading state, and a
 * failure (403 / 4030 for a resource that is not open, a timeout) inline with a retry, so nothing
 * toasts and the page stays. (The client still sends 4011 to /404, as for the detail itself.)
 */
export function getPreview(id: string, request: CallOptions = {}): Promise<ResourcePreview> {
  return api.call(deliveryRoutes.preview, { query: { id } }, { ...request, quiet: true, headers: { [NO_LOADING_HEADER]: '1' } });
}
