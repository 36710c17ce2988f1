import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';

// Each loader's queries and contract load in a small chunk of their own beside the page's (issue 13:
// they stay out of every page's first load).

/** Spec §2 /dataProduct and its hidden detail: each page's chunk and first data load together. */
export const dataProductRoutes = defineFeatureRoutes({
  feature: 'dataProduct',
  routes: [
    {
      page: paths.dataProduct,
      // Drawn without antd's code (issue 13: public pages load no antd scope).
      plain: true,
      lazy: () => import('./pages/product-list-page').then((module) => module.ProductListPage),
      loader: (location, ensure) => import('./route-data').then((data) => data.list(location, ensure)),
    },
    {
      page: paths.dataProduct.detail,
      // Drawn without antd's code (issue 13: public pages load no antd scope).
      plain: true,
      hidden: true,
      lazy: () => import('./pages/product-detail-page').then((module) => module.ProductDetailPage),
      loader: (location, ensure) => import('./detail-data').then((data) => data.detail(location, ensure)),
    },
  ],
});
