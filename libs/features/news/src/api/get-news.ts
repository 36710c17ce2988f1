import { queryOptions } from '@tanstack/react-query';
import { API, type NewsDetail } from '@portal/api-contract';
import { api } from '@portal/api-client';
import { newsKeys } from './keys';

/** GET /web/news/detail — an unknown id answers 4011, which the client turns into /404. */
export function getNews(id: string, signal?: AbortSignal): Promise<NewsDetail> {
  return api.call(API.publications.news, { query: { id } }, signal ? { signal } : {});
}

export const newsDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...newsKeys.details(), id] as const,
    queryFn: ({ signal }) => getNews(id, signal),
  });

/** Whether an id has the contract's shape; one that cannot exist is treated as unknown (→ /404) without a request. */
const idField = API.publications.news.query?.shape.id;
export const isNewsId = (id: string | undefined): id is string => Boolean(id) && idField?.safeParse(id).success === true;
