import { type NewsListData, newsApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';
import type { NewsFilters } from '../hooks/news-filters';

/** GET /web/news/list — the query takes strings, as they come from the URL. */
export function getNewsList(filters: NewsFilters, request: CallOptions = {}): Promise<NewsListData> {
  const { page, pageSize, keyword, category, year } = filters;
  return api.call(
    newsApi.list,
    {
      query: {
        page: String(page),
        pageSize: String(pageSize),
        ...(keyword ? { keyword } : {}),
        ...(category ? { category } : {}),
        ...(year ? { year } : {}),
      },
    },
    request,
  );
}
