// The first data of the feature's detail route (routes.tsx loads this module beside the page's chunk).
// Issue 13: apart from the list's loader, whose URL filters parse with the contract's schemas (zod).
import { isId } from '@portal/api-contract';
import type { RouteLoader } from '@portal/ui-kit';
import { productQueries } from './api/product-queries';

export const detail: RouteLoader = ({ params }, ensure) => (isId(params['id']) ? ensure(productQueries.detail(params['id'])) : undefined);
