import { newsDetailQuery } from './get-news';
import { newsListQuery } from './get-news-list';
import { newsKeys } from './keys';

/** The feature's query factory (house style): keys general → specific, so invalidating `lists()` works. */
export const newsQueries = {
  ...newsKeys,
  list: newsListQuery,
  detail: newsDetailQuery,
};
