import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';
import { productQueries } from './api/product-queries';
import { PRODUCT_PARAMS, isProductId } from './hooks/product-filters';

/** Spec §2 /dataProduct and its hidden detail: each page's chunk and first data load together. */
export const dataProductRoutes = defineFeatureRoutes({
  feature: 'dataProduct',
  routes: [
    {
      page: paths.dataProduct,
      lazy: () => import('./pages/product-list-page').then((module) => module.ProductListPage),
      loader: ({ searchParams }, ensure) => ensure(productQueries.list(PRODUCT_PARAMS.fromParams(searchParams))),
    },
    {
      page: paths.dataProduct.detail,
      hidden: true,
      lazy: () => import('./pages/product-detail-page').then((module) => module.ProductDetailPage),
      loader: ({ params }, ensure) => (isProductId(params['id']) ? ensure(productQueries.detail(params['id'])) : undefined),
    },
  ],
});
