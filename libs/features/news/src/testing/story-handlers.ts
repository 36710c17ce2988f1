import { delay, http } from 'msw';
import { anyOrigin, failure, ok } from '@portal/api-client/msw';
import { NEWS_DETAIL, newsListData, newsSummary } from './fixtures';

const LIST = anyOrigin('/web/news/list');
const DETAIL = anyOrigin('/web/news/detail');

/** msw handlers of the stories (`parameters.msw.handlers`): answered, loading forever, empty, failing. */
export const newsHandlers = {
  list: [
    http.get(LIST, () =>
      ok(
        newsListData(
          Array.from({ length: 10 }, (_, index) => newsSummary(index + 1)),
          { total: 97 },
        ),
      ),
    ),
  ],
  listLoading: [http.get(LIST, async () => delay('infinite'))],
  listEmpty: [http.get(LIST, () => ok(newsListData([], { facets: { category: [], year: [] } })))],
  listError: [http.get(LIST, () => failure(5000, '服务繁忙，请稍后再试'))],
  detail: [http.get(DETAIL, () => ok(NEWS_DETAIL))],
  detailLoading: [http.get(DETAIL, async () => delay('infinite'))],
  detailError: [http.get(DETAIL, () => failure(5000, '服务繁忙，请稍后再试'))],
};
