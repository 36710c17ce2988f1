import { type ContentWall, contentApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** GET /web/content-config/wall/ (spec §7) — the home page blocks, in order. */
export function getWall(request: CallOptions = {}): Promise<ContentWall> {
  return api.call(contentApi.wall, {}, request);
}
