import type { FastifyInstance } from 'fastify';
import { API } from '@portal/api-contract';
import type { User } from '@portal/server-db';
import { contractRoute } from '../http/contract-route';
import type { SearchService } from '../services/search.service';

export interface SearchRoutesOptions {
  search: SearchService;
  /** Searches per minute per client address. */
  ratePerMinute: number;
  authenticate(token: string | undefined): Promise<User>;
}

/** GET /web/search (issue 5). Rate limited: each miss is a write. */
export async function searchRoutes(app: FastifyInstance, { search, ratePerMinute, authenticate }: SearchRoutesOptions) {
  contractRoute(app, API.search.search, { authenticate, config: { rateLimit: { max: ratePerMinute, timeWindow: '1 minute' } } }, async ({ query }) =>
    search.search(query),
  );
}
