/**
 * The static pages, a separate entry (`@portal/feature-pages/pages`) so the shell
 * loads them lazily: /about and /richTextCenter.
 */
export { AboutPage } from './pages/about-page';
export { PrivacyPage } from './pages/privacy-page';
