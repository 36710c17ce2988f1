import type { AuthState, CallDetail, CallListData, CallResponse, CallSummary, FileAttachment, MyCallResponse, MyCallResponsesData } from '@portal/api-contract';

const DAY = 24 * 60 * 60 * 1000;
/** A deadline `days` calendar days from now (countdowns read the real clock). */
export const deadlineIn = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** Plain data for tests and stories (no network). */
export function callSummary(index: number, overrides: Partial<CallSummary> = {}): CallSummary {
  return {
    id: `call_${String(index).padStart(4, '0')}`,
    title: `2026年度交通运输领域公共数据应用场景需求征集${index}`,
    organiser: '江苏省数据局',
    summary: '面向社会征集交通运输领域公共数据开发利用场景与数据需求。',
    status: 'open',
    publishedAt: '2026-10-08T01:00:00.000Z',
    deadline: deadlineIn(3),
    responseCount: 1_280,
    ...overrides,
  };
}

export const CALL_FACETS: CallListData['facets'] = {
  status: [
    { value: 'open', label: '征集中', count: 8 },
    { value: 'closed', label: '已截止', count: 1_024 },
  ],
};

export function callListData(items: CallSummary[], overrides: Partial<CallListData> = {}): CallListData {
  return { items, total: items.length, page: 1, pageSize: 10, facets: CALL_FACETS, ...overrides };
}

export function callDetail(overrides: Partial<CallDetail> = {}): CallDetail {
  return {
    ...callSummary(1, { title: '2026年度公共数据应用场景需求征集' }),
    bodyHtml:
      '<p>为深化公共数据开发利用，现面向社会公开征集<strong>公共数据应用场景</strong>。</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>',
    attachments: [{ name: '需求征集表.xlsx', url: '/files/call/call_0001-form.xlsx', sizeBytes: 20_480 }],
    ...overrides,
  };
}

export const MY_RESPONSE: CallResponse = {
  callId: 'call_0001',
  contactName: '李明',
  contactPhone: '13912345678',
  content: '我单位可提供城市交通出行分析模型，希望获得公交客流数据授权。',
  submittedAt: '2026-11-01T02:00:00.000Z',
  attachment: null,
};

/** Issue 21 §10c: a response carrying the filled-in template. */
export const RESPONSE_FILE: FileAttachment = {
  id: 'fil_resp0001',
  name: '需求征集表（已填写）.xlsx',
  sizeBytes: 18_432,
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  url: '/alpha-portal/api/v1/web/file/fil_resp0001',
};
export const MY_RESPONSE_WITH_FILE: CallResponse = { ...MY_RESPONSE, attachment: RESPONSE_FILE };

/** Issue 21 §10c 我的反馈: a corporation's responses, latest first (one with a file, one on a closed call). */
export function myResponsesData(overrides: Partial<MyCallResponsesData> = {}): MyCallResponsesData {
  const items: MyCallResponse[] = [
    {
      ...MY_RESPONSE_WITH_FILE,
      call: { id: 'call_0001', title: '2026年度公共数据应用场景需求征集', organiser: '江苏省数据局', status: 'open', deadline: '2026-12-31T09:00:00.000Z' },
    },
    {
      ...MY_RESPONSE,
      callId: 'call_0004',
      content: '建议开放更细粒度的统计数据。',
      submittedAt: '2026-06-20T03:30:00.000Z',
      call: { id: 'call_0004', title: '2026年度公共数据开放需求征集', organiser: '江苏省数据局', status: 'closed', deadline: '2026-06-30T15:59:59.000Z' },
    },
  ];
  return { items, total: items.length, page: 1, pageSize: 10, ...overrides };
}

const TOKEN = 't'.repeat(32);
/** Spec §3 auth states: a corporation (second-level user) and a staff member. */
export const CORPORATION: AuthState = { userType: 'second', name: '张三', corName: '江苏数据科技有限公司', token: TOKEN, rights: [] };
export const STAFF: AuthState = { userType: 'admin', name: '王五', corName: '', token: TOKEN, rights: [] };
