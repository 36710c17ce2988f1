// The first data of the feature's detail route (routes.tsx loads this module beside the page's chunk).
// Issue 13: apart from the list's loader, whose URL filters parse with the contract's schemas (zod).
import { isId } from '@portal/api-contract';
import type { RouteLoader } from '@portal/ui-kit';
import { resourceQueries } from './api/resource-queries';
import { loadResourceUse } from './components/load-resource-use';

/**
 * The detail and what it offers for use (issue 22) load in parallel, beside the page's code, with the
 * chunk of the delivery sections (a failed chunk is left to the page, which loads it again). An open
 * resource's preview follows its delivery: a section with its own failure state, so it is optional.
 */
export const detail: RouteLoader = ({ params }, ensure) => {
  const id = params['id'];
  if (!isId(id)) return undefined;
  return Promise.all([
    ensure(resourceQueries.detail(id)),
    ensure(resourceQueries.delivery(id)).then((delivery) => (delivery?.access === 'open' ? ensure(resourceQueries.preview(id), { optional: true }) : null)),
    loadResourceUse().catch(() => undefined),
  ]);
};
