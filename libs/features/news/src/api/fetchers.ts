// The feature's calls, loaded by its query factory when a query runs (issue 13).
export { getNews } from './get-news';
export { getNewsList } from './get-news-list';
