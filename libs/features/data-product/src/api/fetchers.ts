// The feature's calls, loaded by its query factory when a query runs (issue 13).
export { getProduct } from './get-product';
export { getProducts } from './get-products';
