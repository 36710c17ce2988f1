import type {
  ApplicationDetail,
  ApplicationListData,
  ApplicationSummary,
  AuthState,
  EntryConfig,
  FileAttachment,
  PrimaryHome,
  TemplateFile,
  Transition,
} from '@portal/api-contract';
import type { DomainOption } from '../api/get-domain-options';

/** Plain data for tests and stories (no network). */
export const DOMAINS: DomainOption[] = [
  { domain: { id: 'transport', name: '交通运输', description: '公交、地铁、道路运行等数据' }, status: 'open', application: null },
  { domain: { id: 'health', name: '医疗健康', description: '医疗机构服务数据' }, status: 'open', application: { id: 'app_health', status: 'first_review' } },
  { domain: { id: 'finance', name: '普惠金融', description: '企业信用与纳税数据' }, status: 'closed', application: null },
];

const step = (overrides: Partial<Transition> & Pick<Transition, 'action' | 'toStatus' | 'version'>): Transition => ({
  round: 1,
  fromStatus: null,
  stage: null,
  actor: { name: '张三', type: 'second' },
  opinion: null,
  at: '2026-11-02T02:00:00.000Z',
  ...overrides,
});

/** Round 1: created, submitted, passed first review (李审核), rejected at final review (王管理) with a reason. */
export const REJECTED_TIMELINE: Transition[] = [
  step({ version: 1, action: 'create', toStatus: 'draft', at: '2026-11-01T01:00:00.000Z' }),
  step({ version: 2, action: 'submit', fromStatus: 'draft', toStatus: 'first_review', at: '2026-11-01T02:30:00.000Z' }),
  step({
    version: 3,
    action: 'pass',
    fromStatus: 'first_review',
    toStatus: 'final_review',
    stage: 'first',
    actor: { name: '李审核', type: 'user' },
    opinion: '材料齐全，同意进入终审',
    at: '2026-11-03T06:00:00.000Z',
  }),
  step({
    version: 4,
    action: 'reject',
    fromStatus: 'final_review',
    toStatus: 'rejected',
    stage: 'final',
    actor: { name: '王管理', type: 'admin' },
    opinion: '数据使用说明缺少安全保障措施',
    at: '2026-11-05T08:15:00.000Z',
  }),
];

export function applicationDetail(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    id: 'app_0001',
    domain: { id: 'transport', name: '交通运输' },
    corporation: { id: 'org_0001', name: '江苏数据科技有限公司' },
    applicantUserId: 'usr_corp_0001',
    status: 'draft',
    round: 1,
    version: 1,
    submittedAt: null,
    updatedAt: '2026-11-01T01:00:00.000Z',
    company: { name: '江苏数据科技有限公司', creditCode: '91320104MA1WCR832Q', legalPerson: '赵六', address: '南京市建邺区江东中路1号' },
    contactName: '李明',
    contactPhone: '13912345678',
    scenario: '基于公交客流数据优化城市通勤线路规划。',
    dataUse: '仅用于线路规划模型训练，数据在授权环境内加工，不对外提供原始数据。',
    createdAt: '2026-11-01T01:00:00.000Z',
    decidedAt: null,
    timeline: [step({ version: 1, action: 'create', toStatus: 'draft', at: '2026-11-01T01:00:00.000Z' })],
    can: { edit: true, submit: true, withdraw: true, review: null },
    ...overrides,
  };
}

export const rejectedApplication = (overrides: Partial<ApplicationDetail> = {}) =>
  applicationDetail({
    status: 'rejected',
    version: 4,
    submittedAt: '2026-11-01T02:30:00.000Z',
    decidedAt: '2026-11-05T08:15:00.000Z',
    updatedAt: '2026-11-05T08:15:00.000Z',
    timeline: REJECTED_TIMELINE,
    can: { edit: true, submit: true, withdraw: false, review: null },
    ...overrides,
  });

/** Waiting at first review, as its reviewer sees it. */
export const waitingApplication = (overrides: Partial<ApplicationDetail> = {}) =>
  applicationDetail({
    status: 'first_review',
    version: 2,
    submittedAt: '2026-11-01T02:30:00.000Z',
    updatedAt: '2026-11-01T02:30:00.000Z',
    timeline: REJECTED_TIMELINE.slice(0, 2),
    can: { edit: false, submit: false, withdraw: false, review: 'first' },
    ...overrides,
  });

export function applicationSummary(index: number, overrides: Partial<ApplicationSummary> = {}): ApplicationSummary {
  return {
    id: `app_${String(index).padStart(4, '0')}`,
    domain: { id: 'transport', name: '交通运输' },
    corporation: { id: `org_${index}`, name: `江苏数据科技有限公司${index}` },
    status: 'first_review',
    round: 1,
    version: 2,
    submittedAt: '2026-11-01T02:30:00.000Z',
    updatedAt: '2026-11-01T02:30:00.000Z',
    ...overrides,
  };
}

export const listData = (items: ApplicationSummary[], overrides: Partial<ApplicationListData> = {}): ApplicationListData => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 10,
  ...overrides,
});

const TOKEN = 't'.repeat(32);
/** Spec §3 auth states: a corporation, a domain reviewer and a platform admin. */
export const CORPORATION: AuthState = { userType: 'second', name: '张三', corName: '江苏数据科技有限公司', token: TOKEN, rights: [] };
export const REVIEWER: AuthState = { userType: 'user', name: '李审核', corName: '', token: TOKEN, rights: [] };
export const ADMIN: AuthState = { userType: 'admin', name: '王管理', corName: '', token: TOKEN, rights: [] };

/** A saved attachment as an application's detail lists it. */
export const ATTACHMENT: FileAttachment = {
  id: 'fil_0001',
  name: '营业执照.pdf',
  sizeBytes: 20_480,
  contentType: 'application/pdf',
  url: '/alpha-portal/api/v1/web/file/fil_0001',
};

/** The 交通运输 domain's entry templates (public downloads). */
export const TEMPLATES: TemplateFile[] = [
  { id: 'fil_t001', name: '入驻申请表模板.docx', sizeBytes: 36_864, url: '/alpha-portal/api/v1/web/file/fil_t001' },
  { id: 'fil_t002', name: '数据安全承诺书.pdf', sizeBytes: 102_400, url: '/alpha-portal/api/v1/web/file/fil_t002' },
];

/** Every domain's entry configuration as an admin sees it: one open with templates, one closed, one never configured. */
export const ENTRY_CONFIGS: EntryConfig[] = [
  {
    domain: { id: 'transport', name: '交通运输' },
    status: 'open',
    description: '公交、地铁、道路运行等数据',
    updatedAt: '2026-11-01T01:00:00.000Z',
    templates: TEMPLATES,
  },
  { domain: { id: 'health', name: '医疗健康' }, status: 'closed', description: '医疗机构服务数据', updatedAt: '2026-11-02T01:00:00.000Z', templates: [] },
  { domain: { id: 'finance', name: '普惠金融' }, status: 'closed', description: '', updatedAt: null, templates: [] },
];

/** GET /primary/home for the domain reviewer: their own domains (交通运输, 文化旅游). */
export const REVIEWER_HOME: PrimaryHome = {
  userType: 'user',
  domains: [
    { id: 'transport', name: '交通运输' },
    { id: 'culture', name: '文化旅游' },
  ],
  todo: { firstReview: 3, finalReview: null, announcementDrafts: null, entry: null },
  recentDecisions: [],
};
