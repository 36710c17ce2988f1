import { queryOptions } from '@tanstack/react-query';
import { API, type NewsListData } from '@portal/api-contract';
import { api } from '@portal/api-client';
import type { NewsFilters } from '../hooks/news-filters';
import { newsKeys } from './keys';

/** GET /web/news/list — the query takes strings, as they come from the URL. */
export function getNewsList(filters: NewsFilters, signal?: AbortSignal): Promise<NewsListData> {
  const { page, pageSize, keyword, category, year } = filters;
  return api.call(
    API.publications.newsList,
    {
      query: {
        page: String(page),
        pageSize: String(pageSize),
        ...(keyword ? { keyword } : {}),
        ...(category ? { category } : {}),
        ...(year ? { year } : {}),
      },
    },
    signal ? { signal } : {},
  );
}

export const newsListQuery = (filters: NewsFilters) =>
  queryOptions({
    queryKey: [...newsKeys.lists(), filters] as const,
    queryFn: ({ signal }) => getNewsList(filters, signal),
  });
