/**
 * The data-product pages, a separate entry (`@portal/feature-data-product/pages`)
 * so the shell loads them lazily: /dataProduct and /dataProduct/detail/:id.
 */
export { ProductListPage } from './pages/product-list-page';
export { ProductDetailPage } from './pages/product-detail-page';
