import { type NewsDetail, newsApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** GET /web/news/detail — an unknown id answers 4011, which the client turns into /404. */
export function getNews(id: string, request: CallOptions = {}): Promise<NewsDetail> {
  return api.call(newsApi.detail, { query: { id } }, request);
}

/** Whether an id has the contract's shape; one that cannot exist is treated as unknown (→ /404) without a request. */
const idField = newsApi.detail.query?.shape.id;
export const isNewsId = (id: string | undefined): id is string => Boolean(id) && idField?.safeParse(id).success === true;
