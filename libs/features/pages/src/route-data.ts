import type { RouteLoader } from '@portal/ui-kit';
import { pageQueries } from './api/pages-queries';

/** The first data of the feature's routes (routes.tsx loads this module beside the page's chunk). */
export const about: RouteLoader = (_location, ensure) => ensure(pageQueries.detail('about'));

export const privacy: RouteLoader = (_location, ensure) => ensure(pageQueries.detail('privacy'));
