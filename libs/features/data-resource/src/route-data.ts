import type { RouteLoader } from '@portal/ui-kit';
import { resourceQueries } from './api/resource-queries';
import { RESOURCE_PARAMS } from './hooks/resource-filters';

/** The first data of the feature's routes (routes.tsx loads this module beside the page's chunk). */
export const list: RouteLoader = ({ searchParams }, ensure) => ensure(resourceQueries.list(RESOURCE_PARAMS.fromParams(searchParams)));
