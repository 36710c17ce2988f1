import { delay, http } from 'msw';
import { anyOrigin, failure, ok } from '@portal/api-client/msw';
import { MY_RESPONSE, MY_RESPONSE_WITH_FILE, callDetail, callListData, callSummary, deadlineIn, myResponsesData } from './fixtures';

const LIST = anyOrigin('/web/call/list');
const DETAIL = anyOrigin('/web/call/detail');
const MINE = anyOrigin('/second/call/response');
const RESPOND = anyOrigin('/second/call/respond');
const MY_RESPONSES = anyOrigin('/second/call/responses');

const items = [
  callSummary(1),
  callSummary(2, { deadline: deadlineIn(0), title: '长三角数据要素流通合作项目征集' }),
  callSummary(3, { deadline: deadlineIn(20), title: '医疗健康数据开发利用试点单位征集', organiser: '江苏省卫生健康委员会', responseCount: 46 }),
  callSummary(4, { status: 'closed', deadline: '2026-06-30T15:59:59.000Z', title: '2026年度公共数据开放需求征集' }),
];
const list = http.get(LIST, () => ok(callListData(items, { total: 1_032 })));

/** msw handlers of the stories (`parameters.msw.handlers`): answered, loading forever, empty, failing. */
export const callHandlers = {
  list: [list],
  listLoading: [http.get(LIST, async () => delay('infinite'))],
  listEmpty: [http.get(LIST, () => ok(callListData([], { facets: { status: [] } })))],
  listError: [http.get(LIST, () => failure(5000, '服务繁忙，请稍后再试'))],
  detail: [list, http.get(DETAIL, () => ok(callDetail()))],
  detailLoading: [list, http.get(DETAIL, async () => delay('infinite'))],
  detailError: [list, http.get(DETAIL, () => failure(5000, '服务繁忙，请稍后再试'))],
  /** The corporation's response: none yet, an earlier one, loading, failing; submitting echoes the body. */
  noResponse: [
    http.get(MINE, () => ok(null)),
    http.post(RESPOND, async ({ request }) => ok({ ...((await request.json()) as object), submittedAt: new Date().toISOString() })),
  ],
  existingResponse: [http.get(MINE, () => ok(MY_RESPONSE))],
  /** Issue 21 §10c: an earlier response with its file. */
  existingResponseWithFile: [http.get(MINE, () => ok(MY_RESPONSE_WITH_FILE))],
  /** Issue 21 §10c 我的反馈: the corporation's responses, none, loading, failing. */
  myResponses: [http.get(MY_RESPONSES, () => ok(myResponsesData()))],
  myResponsesEmpty: [http.get(MY_RESPONSES, () => ok(myResponsesData({ items: [], total: 0 })))],
  myResponsesLoading: [http.get(MY_RESPONSES, async () => delay('infinite'))],
  myResponsesError: [http.get(MY_RESPONSES, () => failure(5000, '服务繁忙，请稍后再试'))],
  responseLoading: [http.get(MINE, async () => delay('infinite'))],
  responseError: [http.get(MINE, () => failure(5000, '服务繁忙，请稍后再试'))],
};
