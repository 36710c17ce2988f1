import type { FastifyInstance } from 'fastify';
import { API } from '@portal/api-contract';
import { ERR, type DomainContext } from '@portal/server-core';
import { contractRoute } from '../http/contract-route';
import { createCatalogueRepository } from '../services/catalogue.repository';
import { createProductsRepository } from '../services/products.repository';

/** The public catalogue (issue 5): options, data resource and data product lists with facets, details. */
export async function catalogueRoutes(app: FastifyInstance, { db }: DomainContext) {
  const catalogue = createCatalogueRepository(db);
  const products = createProductsRepository(db);
  contractRoute(app, API.catalogue.options, async () => catalogue.options());
  contractRoute(app, API.catalogue.resources, async ({ query }) => catalogue.listResources(query));
  contractRoute(app, API.catalogue.resource, async ({ query }) => {
    const resource = await catalogue.resource(query.id);
    if (!resource) throw ERR.notFound('数据资源不存在或已下线');
    return resource;
  });
  contractRoute(app, API.catalogue.products, async ({ query }) => products.listProducts(query));
  contractRoute(app, API.catalogue.product, async ({ query }) => {
    const product = await products.product(query.id);
    if (!product) throw ERR.notFound('数据产品不存在或已下线');
    return product;
  });
}
