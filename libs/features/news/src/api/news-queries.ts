import { queryOptions } from '@tanstack/react-query';
import { requestOf } from '@portal/api-client';
import type { NewsFilters } from '../hooks/news-filters';
import { getNews } from './get-news';
import { getNewsList } from './get-news-list';

/** The feature's query factory (house style): keys general → specific, so invalidating `lists()` works. */
export const newsQueries = {
  all: () => ['news'] as const,
  lists: () => [...newsQueries.all(), 'list'] as const,
  details: () => [...newsQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...newsQueries.details(), id] as const,
      queryFn: (context) => getNews(id, requestOf(context)),
    }),
  list: (filters: NewsFilters) =>
    queryOptions({
      queryKey: [...newsQueries.lists(), filters] as const,
      queryFn: (context) => getNewsList(filters, requestOf(context)),
    }),
};
