import { type Page, type PageSlug, pagesApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** GET /web/page — the about page or the privacy statement. */
export function getPage(slug: PageSlug, request: CallOptions = {}): Promise<Page> {
  return api.call(pagesApi.detail, { query: { slug } }, request);
}
