import { delay, http } from 'msw';
import { anyOrigin, failure, ok } from '@portal/api-client/msw';
import { POLICY_DETAIL, policyListData, policySummary } from './fixtures';

const LIST = anyOrigin('/web/policy/list');
const DETAIL = anyOrigin('/web/policy/detail');

const list = http.get(LIST, () =>
  ok(
    policyListData(
      Array.from({ length: 10 }, (_, index) => policySummary(index + 1)),
      { total: 64 },
    ),
  ),
);

/** msw handlers of the stories (`parameters.msw.handlers`): answered, loading forever, empty, failing. */
export const policyHandlers = {
  list: [list],
  listLoading: [http.get(LIST, async () => delay('infinite'))],
  listEmpty: [http.get(LIST, () => ok(policyListData([], { facets: { level: [], year: [] } })))],
  listError: [http.get(LIST, () => failure(5000, '服务繁忙，请稍后再试'))],
  detail: [list, http.get(DETAIL, () => ok(POLICY_DETAIL))],
  detailLoading: [list, http.get(DETAIL, async () => delay('infinite'))],
  detailError: [list, http.get(DETAIL, () => failure(5000, '服务繁忙，请稍后再试'))],
};
