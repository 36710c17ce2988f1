import type { FastifyInstance } from 'fastify';
import { API } from '@portal/api-contract';
import type { DomainContext } from '@portal/server-core';
import { pageDetail } from '@portal/server-pages';
import { contractRoute } from '../http/contract-route';

/** Static pages (issue 5: /about, /richTextCenter). */
export async function pagesRoutes(app: FastifyInstance, domain: DomainContext) {
  contractRoute(app, API.pages.detail, async ({ query }) => pageDetail(domain, query.slug));
}
