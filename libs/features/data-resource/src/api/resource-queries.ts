import { catalogueOptionsQuery } from './get-options';
import { resourceDetailQuery } from './get-resource';
import { resourceListQuery } from './get-resources';
import { resourceKeys } from './keys';

/** The feature's query factory (house style): keys general → specific, so invalidating `lists()` works. */
export const resourceQueries = {
  ...resourceKeys,
  list: resourceListQuery,
  detail: resourceDetailQuery,
  catalogueOptions: catalogueOptionsQuery,
};
