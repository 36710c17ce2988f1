// The first data of the feature's detail route (routes.tsx loads this module beside the page's chunk).
// Issue 13: apart from the list's loader, whose URL filters parse with the contract's schemas (zod).
import { isId } from '@portal/api-contract';
import type { RouteLoader } from '@portal/ui-kit';
import { newsQueries } from './api/news-queries';

export const detail: RouteLoader = ({ params }, ensure) => (isId(params['id']) ? ensure(newsQueries.detail(params['id'])) : undefined);
