/**
 * @portal/feature-data-product: the data products of spec §2 (/dataProduct and its
 * hidden detail). The pages load lazily from `@portal/feature-data-product/pages`;
 * this entry gives the shell (prefetching) and other screens the query factory.
 */
export { productQueries } from './api/product-queries';
export { productKeys } from './api/keys';
export { getProducts } from './api/get-products';
export { getProduct } from './api/get-product';
export { productDetailPath } from './components/product-list';
export { type ProductFilters, PRODUCT_PARAMS } from './hooks/product-filters';
export { PRODUCT_STRINGS } from './strings';
