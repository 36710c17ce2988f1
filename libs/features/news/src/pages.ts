/**
 * The news pages, a separate entry (`@portal/feature-news/pages`) so the shell
 * loads them lazily: /dynamics and /dynamics/detail/:id.
 */
export { NewsListPage } from './pages/news-list-page';
export { NewsDetailPage } from './pages/news-detail-page';
