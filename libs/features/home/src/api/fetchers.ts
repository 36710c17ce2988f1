// The feature's calls, loaded by its query factory when a query runs (issue 13).
export { getWall } from './get-wall';
