import type { FastifyInstance } from 'fastify';
import { API } from '@portal/api-contract';
import type { DomainContext } from '@portal/server-core';
import { search } from '@portal/server-search';
import { contractRoute } from '../http/contract-route';

export interface SearchRoutesOptions extends DomainContext {
  /** Searches per minute per client address. */
  ratePerMinute: number;
}

/** GET /web/search (issue 5). Rate limited: each miss is a write. */
export async function searchRoutes(app: FastifyInstance, { db, now, ratePerMinute }: SearchRoutesOptions) {
  const domain: DomainContext = { db, now };
  contractRoute(app, API.search.search, { config: { rateLimit: { max: ratePerMinute, timeWindow: '1 minute' } } }, async ({ query, signal }) =>
    search({ ...domain, signal }, query),
  );
}
