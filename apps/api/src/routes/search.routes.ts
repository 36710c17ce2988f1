import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@portal/api-contract';
import type { DomainContext } from '@portal/server-core';
import { search } from '@portal/server-search';
import { recordSearch, type UsageCounter } from '@portal/server-analytics';
import { contractRoute } from '../http/contract-route';

export interface SearchRoutesOptions extends DomainContext {
  /** Searches per minute per client address. */
  ratePerMinute: number;
  counter: UsageCounter;
  siteCodeOf: (request: FastifyRequest) => string;
}

/** GET /web/search (issue 5). Rate limited: each miss is a write. */
export async function searchRoutes(app: FastifyInstance, { db, now, ratePerMinute, counter, siteCodeOf }: SearchRoutesOptions) {
  const domain: DomainContext = { db, now };
  contractRoute(app, API.search.search, { config: { rateLimit: { max: ratePerMinute, timeWindow: '1 minute' } } }, async ({ query, signal, request }) => {
    const data = await search({ ...domain, signal }, query);
    // Issue 18: a search is its first page of all types (another page or a type tab is the same search).
    if (query.page === 1 && !query.type) recordSearch(counter, siteCodeOf(request), query.q, data.total);
    return data;
  });
}
