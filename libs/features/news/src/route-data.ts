import type { RouteLoader } from '@portal/ui-kit';
import { newsQueries } from './api/news-queries';
import { NEWS_PARAMS } from './hooks/news-filters';

/** The first data of the feature's routes (routes.tsx loads this module beside the page's chunk). */
export const list: RouteLoader = ({ searchParams }, ensure) => ensure(newsQueries.list(NEWS_PARAMS.fromParams(searchParams)));
