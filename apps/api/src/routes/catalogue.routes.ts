import type { FastifyInstance } from 'fastify';
import { API } from '@portal/api-contract';
import type { User } from '@portal/server-db';
import { ERR } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import type { CatalogueRepository } from '../services/catalogue.repository';
import type { ProductsRepository } from '../services/products.repository';

export interface CatalogueRoutesOptions {
  catalogue: CatalogueRepository;
  products: ProductsRepository;
  authenticate(token: string | undefined): Promise<User>;
}

/** The public catalogue (issue 5): options, data resource and data product lists with facets, details. */
export async function catalogueRoutes(app: FastifyInstance, { catalogue, products, authenticate }: CatalogueRoutesOptions) {
  contractRoute(app, API.catalogue.options, { authenticate }, async () => catalogue.options());
  contractRoute(app, API.catalogue.resources, { authenticate }, async ({ query }) => catalogue.listResources(query));
  contractRoute(app, API.catalogue.resource, { authenticate }, async ({ query }) => {
    const resource = await catalogue.resource(query.id);
    if (!resource) throw ERR.notFound('数据资源不存在或已下线');
    return resource;
  });
  contractRoute(app, API.catalogue.products, { authenticate }, async ({ query }) => products.listProducts(query));
  contractRoute(app, API.catalogue.product, { authenticate }, async ({ query }) => {
    const product = await products.product(query.id);
    if (!product) throw ERR.notFound('数据产品不存在或已下线');
    return product;
  });
}
