// The feature's calls, loaded by its query factory when a query runs (issue 13).
export { getCall } from './get-call';
export { getCalls } from './get-calls';
export { getMyResponse } from './get-my-response';
export { getMyResponses } from './get-my-responses';
