// The feature's calls, loaded by its query factory when a query runs (issue 13).
export { getSearch } from './get-search';
