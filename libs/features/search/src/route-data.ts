import type { RouteLoader } from '@portal/ui-kit';
import { searchQueries } from './api/search-queries';
import { searchParamsFrom } from './hooks/search-params';

/** The first data of the feature's route (routes.tsx loads this module beside the page's chunk). */
export const results: RouteLoader = ({ searchParams }, ensure) => {
  const params = searchParamsFrom(searchParams);
  return params.q === '' ? undefined : ensure(searchQueries.results(params));
};
