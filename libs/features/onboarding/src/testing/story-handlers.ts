import { HttpResponse, delay, http } from 'msw';
import { anyOrigin, failure, ok } from '@portal/api-client/msw';
import { applicationSummary, listData, waitingApplication } from './fixtures';

const LIST = anyOrigin('/primary/domain/review/list');
const DETAIL = anyOrigin('/primary/domain/application/detail');
const DECIDE = anyOrigin('/primary/domain/review/decide');

const items = [
  applicationSummary(1),
  applicationSummary(2, { domain: { id: 'health', name: '医疗健康' }, round: 2 }),
  applicationSummary(3, { corporation: { id: 'org_3', name: '南京智慧交通科技有限公司' } }),
];
const list = http.get(LIST, () => ok(listData(items, { total: 23 })));
const detail = http.get(DETAIL, () => ok(waitingApplication()));

/** msw handlers of the stories (`parameters.msw.handlers`): answered, loading forever, empty, failing, conflicting. */
export const reviewHandlers = {
  queue: [list, detail, http.post(DECIDE, async () => ok(waitingApplication({ status: 'returned', version: 3, can: { edit: false, submit: false, withdraw: false, review: null } })))],
  loading: [http.get(LIST, async () => delay('infinite'))],
  empty: [http.get(LIST, () => ok(listData([])))],
  error: [http.get(LIST, () => failure(5000, '服务繁忙，请稍后再试'))],
  conflict: [list, detail, http.post(DECIDE, () => HttpResponse.json({ code: 4090, msg: '该申请已被其他审核人处理', data: null }, { status: 409 }))],
};
