/**
 * @portal/feature-news: operation news and announcements of spec §2 (/dynamics and
 * its detail). The pages load lazily from `@portal/feature-news/routes`; this entry
 * gives the shell and other screens the query factory and the detail path.
 */
export { newsQueries } from './api/news-queries';
export { getNewsList } from './api/get-news-list';
export { getNews } from './api/get-news';
export { type NewsFilters, NEWS_PARAMS } from './hooks/news-filters';
export { newsText } from './text';
