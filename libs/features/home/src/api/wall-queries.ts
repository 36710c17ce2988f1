import { queryOptions } from '@tanstack/react-query';
import { requestOf } from '@portal/api-client';

/** The feature's query factory (house style): the wall is one query, its key the feature's root. */
export const wallQueries = {
  all: () => ['content-wall'] as const,
  wall: () =>
    queryOptions({
      queryKey: wallQueries.all(),
      // Issue 13: the call's route and schema load with the call; a page rendered on the server
      // arrives with the wall, so its first load carries neither.
      queryFn: async (context) => (await import('./get-wall')).getWall(requestOf(context)),
      // An admin edits the wall now and then; a visit does not need it fresher than this.
      staleTime: 5 * 60_000,
    }),
};
