/**
 * The policy page, a separate entry (`@portal/feature-policy/pages`) so the shell
 * loads it lazily: /policy (a policy's full text opens at /policy?id=<id>).
 */
export { PolicyListPage } from './pages/policy-list-page';
