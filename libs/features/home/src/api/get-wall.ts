import { queryOptions } from '@tanstack/react-query';
import { API, type ContentWall } from '@portal/api-contract';
import { api, type CallOptions, requestOf } from '@portal/api-client';

/** GET /web/content-config/wall/ (spec §7) — the home page blocks, in order. */
export function getWall(request: CallOptions = {}): Promise<ContentWall> {
  return api.call(API.content.wall, {}, request);
}

/** The feature's query factory (house style). */
export const wallQueries = {
  all: () => ['content-wall'] as const,
  wall: () =>
    queryOptions({
      queryKey: wallQueries.all(),
      queryFn: (context) => getWall(requestOf(context)),
      // An admin edits the wall now and then; a visit does not need it fresher than this.
      staleTime: 5 * 60_000,
    }),
};
