/**
 * The login pages, a separate entry (`@portal/feature-login/pages`) so the shell
 * can load them lazily while the header imports UserMenu statically: the pages
 * stay out of the initial bundle.
 */
export { LoginPage } from './pages/login-page';
export { ChoosePage } from './pages/choose-page';
