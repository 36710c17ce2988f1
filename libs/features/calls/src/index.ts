/**
 * @portal/feature-calls: calls for collection of spec §2 (/applylist; a call opens
 * at /applylist?id=<id>, where a corporation responds). The page loads lazily from
 * `@portal/feature-calls/routes`; this entry gives the shell the query factory.
 */
export { callQueries } from './api/call-queries';
export { getCalls } from './api/get-calls';
export { getCall } from './api/get-call';
export { type CallFilters, CALL_PARAMS } from './hooks/call-filters';
export { countdownText } from './components/call-status';
export { callsText } from './text';
