import { API, type Page, type PageSlug } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** GET /web/page — the about page or the privacy statement. */
export function getPage(slug: PageSlug, request: CallOptions = {}): Promise<Page> {
  return api.call(API.publications.page, { query: { slug } }, request);
}
