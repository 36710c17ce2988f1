/**
 * @portal/feature-pages: the static pages of spec §2 (/about and the privacy
 * statement at /richTextCenter). The pages load lazily from
 * `@portal/feature-pages/routes`; this entry gives the shell the query factory.
 */
export { pageQueries } from './api/pages-queries';
export { getPage } from './api/get-page';
export { pagesText } from './text';
