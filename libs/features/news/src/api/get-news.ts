import { type NewsDetail, newsApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** GET /web/news/detail — an unknown id answers 4011, which the client turns into /404. */
export function getNews(id: string, request: CallOptions = {}): Promise<NewsDetail> {
  return api.call(newsApi.detail, { query: { id } }, request);
}
