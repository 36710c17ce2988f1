import { delay, http } from 'msw';
import { anyOrigin, failure, ok } from '@portal/api-client/msw';
import { PRODUCT_DETAIL, productListData, productSummary } from './fixtures';

const LIST = anyOrigin('/web/data-product/list');
const DETAIL = anyOrigin('/web/data-product/detail');

/** msw handlers of the stories (`parameters.msw.handlers`): answered, loading forever, empty, failing. */
export const productHandlers = {
  list: [
    http.get(LIST, () =>
      ok(
        productListData(
          Array.from({ length: 10 }, (_, index) => productSummary(index + 1, index % 3 === 1 ? { type: 'report' } : {})),
          { total: 64 },
        ),
      ),
    ),
  ],
  listLoading: [http.get(LIST, async () => delay('infinite'))],
  listEmpty: [http.get(LIST, () => ok(productListData([], { facets: { domain: [], type: [], operator: [] } })))],
  listError: [http.get(LIST, () => failure(5000, '服务繁忙，请稍后再试'))],
  detail: [http.get(DETAIL, () => ok(PRODUCT_DETAIL))],
  detailLoading: [http.get(DETAIL, async () => delay('infinite'))],
  detailError: [http.get(DETAIL, () => failure(5000, '服务繁忙，请稍后再试'))],
};
