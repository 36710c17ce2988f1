/**
 * @portal/feature-data-product: the data products of spec §2 (/dataProduct and its
 * hidden detail). The pages load lazily from `@portal/feature-data-product/routes`;
 * this entry gives the shell (prefetching) and other screens the query factory.
 */
export { productQueries } from './api/product-queries';
export { getProducts } from './api/get-products';
export { getProduct } from './api/get-product';
export { type ProductFilters, PRODUCT_PARAMS } from './hooks/product-filters';
export { dataProductText } from './text';
