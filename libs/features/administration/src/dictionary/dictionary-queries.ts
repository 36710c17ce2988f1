import { queryOptions } from '@tanstack/react-query';
import { dictionaryApi } from '@portal/api-contract';
import { api, requestOf } from '@portal/api-client';
import { administrationQueries } from '../api/administration-queries';
import { dictionaryListQuery, type DictionaryFilters } from './dictionary-filters';

/** The search dictionary's queries (house style: keys general → specific, under the feature's `['administration']`). */
export const dictionaryQueries = {
  all: () => [...administrationQueries.all(), 'dictionary'] as const,
  groups: () => [...dictionaryQueries.all(), 'groups'] as const,
  list: (filters: DictionaryFilters) =>
    queryOptions({
      queryKey: [...dictionaryQueries.groups(), filters] as const,
      queryFn: (context) => api.call(dictionaryApi.list, { query: dictionaryListQuery(filters) }, requestOf(context)),
      // The previous page stays on screen (dimmed by the table's spinner) while the next one loads.
      placeholderData: (previous) => previous,
    }),
  /** The top 20 searches that found nothing, most frequent first. */
  misses: () =>
    queryOptions({
      queryKey: [...dictionaryQueries.all(), 'misses'] as const,
      queryFn: (context) => api.call(dictionaryApi.misses, {}, requestOf(context)),
    }),
};
