// The feature's calls, loaded by its query factory when a query runs (issue 13).
export { getPolicies } from './get-policies';
export { getPolicy } from './get-policy';
