import { policyListQuery } from './get-policies';
import { policyDetailQuery } from './get-policy';
import { policyKeys } from './keys';

/** The feature's query factory (house style): keys general → specific, so invalidating `lists()` works. */
export const policyQueries = {
  ...policyKeys,
  list: policyListQuery,
  detail: policyDetailQuery,
};
