import type { FastifyInstance } from 'fastify';
import { API } from '@portal/api-contract';
import type { DomainContext } from '@portal/server-core';
import { catalogueOptions, listProducts, listResources, productDetail, resourceDetail } from '@portal/server-catalogue';
import { contractRoute } from '../http/contract-route';

/** The public catalogue (issue 5): options, data resource and data product lists with facets, details. */
export async function catalogueRoutes(app: FastifyInstance, domain: DomainContext) {
  const { db } = domain;
  contractRoute(app, API.catalogue.options, async () => catalogueOptions(db));
  contractRoute(app, API.catalogue.resources, async ({ query, signal }) => listResources(db, query, signal));
  contractRoute(app, API.catalogue.resource, async ({ query }) => resourceDetail(domain, query.id));
  contractRoute(app, API.catalogue.products, async ({ query, signal }) => listProducts(db, query, signal));
  contractRoute(app, API.catalogue.product, async ({ query }) => productDetail(domain, query.id));
}
