import { queryOptions } from '@tanstack/react-query';
import { requestOf } from '@portal/api-client';

/**
 * Issue 13: the calls (their contract routes and schemas) load when a query runs: a page rendered on
 * the server arrives with its data and loads none of them.
 */
const fetchers = () => import('./fetchers');

/** The feature's query factory (house style): the wall is one query, its key the feature's root. */
export const wallQueries = {
  all: () => ['content-wall'] as const,
  wall: () =>
    queryOptions({
      queryKey: wallQueries.all(),
      queryFn: async (context) => (await fetchers()).getWall(requestOf(context)),
      // An admin edits the wall now and then; a visit does not need it fresher than this.
      staleTime: 5 * 60_000,
    }),
};
