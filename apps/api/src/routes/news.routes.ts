import type { FastifyInstance } from 'fastify';
import { API } from '@portal/api-contract';
import type { DomainContext } from '@portal/server-core';
import { listNews, newsDetail } from '@portal/server-news';
import { contractRoute } from '../http/contract-route';

/** News (issue 5 /dynamics): the public list with facets and the detail. */
export async function newsRoutes(app: FastifyInstance, domain: DomainContext) {
  contractRoute(app, API.news.list, async ({ query, signal }) => listNews(domain.db, query, signal));
  contractRoute(app, API.news.detail, async ({ query }) => newsDetail(domain, query.id));
}
