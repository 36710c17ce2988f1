/** The home page, a separate entry (`@portal/feature-home/pages`) so the shell loads it lazily. */
export { HomePage } from './pages/home-page';
