/**
 * The calls page, a separate entry (`@portal/feature-calls/pages`) so the shell
 * loads it lazily: /applylist (a call opens at /applylist?id=<id>).
 */
export { CallListPage } from './pages/call-list-page';
