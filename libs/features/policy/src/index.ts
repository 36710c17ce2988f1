/**
 * @portal/feature-policy: policies of spec §2 (/policy; a policy opens at
 * /policy?id=<id>). The page loads lazily from `@portal/feature-policy/routes`;
 * this entry gives the shell and other screens the query factory and the link.
 */
export { policyQueries } from './api/policy-queries';
export { getPolicies } from './api/get-policies';
export { getPolicy } from './api/get-policy';
export { type PolicyFilters, POLICY_PARAMS } from './hooks/policy-filters';
export { policyText } from './text';
