import type { AuthState, Authorization, DataUseDetail, DataUseSummary, FileAttachment, ResourceDetail, Transition } from '@portal/api-contract';
import type { PagedData } from '../api/get-data-use';

/** Plain data for tests and stories (no network). */

/** A conditional resource with four fields. */
export const RESOURCE: ResourceDetail = {
  id: 'res_0001',
  code: 'JS-JT-000001',
  name: '南京市公共交通线路信息',
  department: { id: 'jtt', name: '江苏省交通运输厅' },
  domain: { id: 'traffic', name: '交通运输' },
  openType: 'conditional',
  updateFrequency: 'daily',
  formats: ['API'],
  recordCount: 1_234_567,
  tags: ['公交'],
  publishedAt: '2025-03-01T02:00:00.000Z',
  updatedAt: '2026-10-08T16:30:00.000Z',
  description: '南京市公交线路、站点及首末班时间信息。',
  fields: [
    { name: 'line_id', label: '线路编号', type: 'string', description: '公交线路唯一编号' },
    { name: 'line_name', label: '线路名称', type: 'string', description: '如 1路、游1路' },
    { name: 'station_count', label: '站点数', type: 'integer', description: '线路途经站点数量' },
    { name: 'first_bus', label: '首班时间', type: 'datetime', description: '首班车发车时间' },
  ],
};

const step = (overrides: Partial<Transition> & Pick<Transition, 'action' | 'toStatus' | 'version'>): Transition => ({
  round: 1,
  fromStatus: null,
  stage: null,
  actor: { name: '张三', type: 'second' },
  opinion: null,
  at: '2026-11-02T02:00:00.000Z',
  ...overrides,
});

export const CREATED = step({ version: 1, action: 'create', toStatus: 'draft', at: '2026-11-01T01:00:00.000Z' });
export const SUBMITTED = step({ version: 2, action: 'submit', fromStatus: 'draft', toStatus: 'first_review', at: '2026-11-01T02:30:00.000Z' });
export const FIRST_PASSED = step({
  version: 3,
  action: 'pass',
  fromStatus: 'first_review',
  toStatus: 'final_review',
  stage: 'first',
  actor: { name: '李审核', type: 'user' },
  opinion: '用途明确，建议授权三个字段',
  at: '2026-11-03T06:00:00.000Z',
});
export const RETURNED = step({
  version: 3,
  action: 'return',
  fromStatus: 'first_review',
  toStatus: 'returned',
  stage: 'first',
  actor: { name: '李审核', type: 'user' },
  opinion: '请补充数据安全保护措施',
  at: '2026-11-03T06:00:00.000Z',
});

export const ATTACHMENT: FileAttachment = {
  id: 'fil_0001',
  name: '数据安全管理制度.pdf',
  sizeBytes: 20_480,
  contentType: 'application/pdf',
  url: '/alpha-portal/api/v1/web/file/fil_0001',
};

export const ALL_COMMITMENTS: DataUseDetail['commitments'] = ['purpose', 'no-transfer', 'protection', 'deletion'];

export function dataUseDetail(overrides: Partial<DataUseDetail> = {}): DataUseDetail {
  return {
    id: 'dua_0001',
    resource: { id: RESOURCE.id, code: RESOURCE.code, name: RESOURCE.name },
    department: RESOURCE.department,
    corporation: { id: 'org_0001', name: '江苏数据科技有限公司' },
    status: 'draft',
    round: 1,
    version: 1,
    periodMonths: 12,
    submittedAt: null,
    updatedAt: '2026-11-01T01:00:00.000Z',
    purpose: '基于公交线路数据优化城市通勤线路规划模型。',
    scenario: '城市通勤线路规划',
    fields: [
      { name: 'line_id', label: '线路编号' },
      { name: 'line_name', label: '线路名称' },
      { name: 'station_count', label: '站点数' },
    ],
    commitments: ALL_COMMITMENTS,
    contactName: '李明',
    contactPhone: '13912345678',
    attachments: [],
    scope: null,
    timeline: [CREATED],
    authorization: null,
    can: { edit: true, submit: true, withdraw: true, review: null },
    ...overrides,
  };
}

const NOBODY_CAN = { edit: false, submit: false, withdraw: false, review: null };

/** Waiting at first review, as the department's reviewer sees it. */
export const atFirstReview = (overrides: Partial<DataUseDetail> = {}) =>
  dataUseDetail({
    status: 'first_review',
    version: 2,
    submittedAt: '2026-11-01T02:30:00.000Z',
    timeline: [CREATED, SUBMITTED],
    can: { ...NOBODY_CAN, review: 'first' },
    ...overrides,
  });

/** Waiting at final review with the first stage's proposal, as the platform sees it. */
export const atFinalReview = (overrides: Partial<DataUseDetail> = {}) =>
  atFirstReview({
    status: 'final_review',
    version: 3,
    scope: { fields: ['line_id', 'station_count'], months: 6, callQuota: 50_000 },
    timeline: [CREATED, SUBMITTED, FIRST_PASSED],
    can: { ...NOBODY_CAN, review: 'final' },
    ...overrides,
  });

export function authorization(overrides: Partial<Authorization> = {}): Authorization {
  return {
    id: 'auz_0001',
    applicationId: 'dua_0001',
    resource: { id: RESOURCE.id, code: RESOURCE.code, name: RESOURCE.name },
    corporation: { id: 'org_0001', name: '江苏数据科技有限公司' },
    fields: ['line_id', 'station_count'],
    startsAt: '2026-11-05T00:00:00.000Z',
    endsAt: '2027-05-05T00:00:00.000Z',
    callQuota: 50_000,
    callsUsed: 12_500,
    status: 'active',
    keyPrefix: null,
    keyIssuedAt: null,
    revokedAt: null,
    revokeReason: null,
    version: 1,
    endpoint: `/alpha-portal/api/v1/open/v1/resources/${RESOURCE.code}/records`,
    ...overrides,
  };
}

/** Approved, with its authorization, as the applicant sees it. */
export const approved = (overrides: Partial<DataUseDetail> = {}) =>
  atFinalReview({
    status: 'approved',
    version: 4,
    timeline: [
      CREATED,
      SUBMITTED,
      FIRST_PASSED,
      {
        ...FIRST_PASSED,
        version: 4,
        toStatus: 'approved',
        fromStatus: 'final_review',
        stage: 'final',
        opinion: null,
        actor: { name: '王管理', type: 'admin' },
      },
    ],
    authorization: authorization(),
    can: NOBODY_CAN,
    ...overrides,
  });

export function summary(index: number, overrides: Partial<DataUseSummary> = {}): DataUseSummary {
  return {
    id: `dua_${String(index).padStart(4, '0')}`,
    resource: { id: RESOURCE.id, code: RESOURCE.code, name: `${RESOURCE.name}${index}` },
    department: RESOURCE.department,
    corporation: { id: `org_${index}`, name: `江苏数据科技有限公司${index}` },
    status: 'first_review',
    round: 1,
    version: 2,
    periodMonths: 12,
    submittedAt: '2026-11-01T02:30:00.000Z',
    updatedAt: '2026-11-01T02:30:00.000Z',
    ...overrides,
  };
}

export const paged = <T>(items: T[], overrides: Partial<PagedData<T>> = {}): PagedData<T> => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 10,
  ...overrides,
});

const TOKEN = 't'.repeat(32);
export const CORPORATION: AuthState = { userType: 'second', name: '张三', corName: '江苏数据科技有限公司', token: TOKEN, rights: [] };
export const REVIEWER: AuthState = { userType: 'user', name: '李审核', corName: '', token: TOKEN, rights: ['data-use:first-review'] };
export const ADMIN: AuthState = { userType: 'admin', name: '王管理', corName: '', token: TOKEN, rights: ['data-use:final-review'] };

/** An app key as the server issues one (`ak_` and 43 base64url characters). */
export const ISSUED_KEY = 'ak_Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
