import { queryOptions } from '@tanstack/react-query';
import { requestOf } from '@portal/api-client';
import { getWall } from './get-wall';

/** The feature's query factory (house style): the wall is one query, its key the feature's root. */
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
