import { productDetailQuery } from './get-product';
import { productListQuery } from './get-products';
import { productKeys } from './keys';

/** The feature's query factory (house style): keys general → specific, so invalidating `lists()` works. */
export const productQueries = {
  ...productKeys,
  list: productListQuery,
  detail: productDetailQuery,
};
