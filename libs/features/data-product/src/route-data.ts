import type { RouteLoader } from '@portal/ui-kit';
import { productQueries } from './api/product-queries';
import { PRODUCT_PARAMS } from './hooks/product-filters';

/** The first data of the feature's routes (routes.tsx loads this module beside the page's chunk). */
export const list: RouteLoader = ({ searchParams }, ensure) => ensure(productQueries.list(PRODUCT_PARAMS.fromParams(searchParams)));
