import { emptyStatusCounts, type AuthState, type PrimaryHome, type RecentDecision, type UserDetail, type WorkerHome } from '@portal/api-contract';

/** Plain data for tests and stories (no network). */

const TOKEN = 't'.repeat(32);
/** Spec §3 auth states: a corporation, a domain reviewer and a platform admin. */
export const CORPORATION: AuthState = { userType: 'second', name: '张三', corName: '江苏数据科技有限公司', token: TOKEN, rights: [] };
export const REVIEWER: AuthState = { userType: 'user', name: '李审核', corName: '', token: TOKEN, rights: [] };
export const ADMIN: AuthState = { userType: 'admin', name: '王管理', corName: '', token: TOKEN, rights: ['announce:edit'] };

export function recentDecision(index: number, overrides: Partial<RecentDecision> = {}): RecentDecision {
  return {
    application: {
      id: `app_${String(index).padStart(4, '0')}`,
      domain: { id: 'transport', name: '交通运输' },
      corporation: { id: `org_${index}`, name: `江苏数据科技有限公司${index}` },
    },
    action: 'pass',
    stage: 'first',
    toStatus: 'final_review',
    opinion: '材料齐全，同意进入终审',
    at: '2026-11-03T06:00:00.000Z',
    ...overrides,
  };
}

/** A domain reviewer's home: two domains, 3 first reviews waiting, two decisions. */
export function reviewerHome(overrides: Partial<PrimaryHome> = {}): PrimaryHome {
  return {
    userType: 'user',
    domains: [
      { id: 'transport', name: '交通运输' },
      { id: 'health', name: '医疗健康' },
    ],
    todo: { firstReview: 3, finalReview: null, announcementDrafts: null, entry: null },
    recentDecisions: [
      recentDecision(1),
      recentDecision(2, {
        application: { id: 'app_0002', domain: { id: 'health', name: '医疗健康' }, corporation: { id: 'org_2', name: '南京智慧医疗有限公司' } },
        action: 'return',
        toStatus: 'returned',
        opinion: '请补充数据安全保障措施',
        at: '2026-11-02T02:00:00.000Z',
      }),
    ],
    ...overrides,
  };
}

/** A platform admin's home: final reviews, drafts and the entry configuration, one decision. */
export function adminHome(overrides: Partial<PrimaryHome> = {}): PrimaryHome {
  return {
    userType: 'admin',
    domains: [],
    todo: { firstReview: null, finalReview: 1280, announcementDrafts: 2, entry: { open: 5, closed: 3 } },
    recentDecisions: [
      recentDecision(7, { action: 'reject', stage: 'final', toStatus: 'rejected', opinion: '数据使用说明缺少安全保障措施', at: '2026-11-05T08:15:00.000Z' }),
    ],
    ...overrides,
  };
}

export function workerHome(overrides: Partial<WorkerHome> = {}): WorkerHome {
  return {
    corporation: { id: 'org_0001', name: '江苏数据科技有限公司' },
    applications: {
      byStatus: { ...emptyStatusCounts(), draft: 1, first_review: 2, approved: 1, rejected: 1 },
      total: 5,
      latest: [
        { id: 'app_0001', domain: { id: 'transport', name: '交通运输' }, status: 'rejected', updatedAt: '2026-11-05T08:15:00.000Z' },
        { id: 'app_0002', domain: { id: 'health', name: '医疗健康' }, status: 'first_review', updatedAt: '2026-11-04T01:00:00.000Z' },
      ],
    },
    openDomains: { total: 6, toApply: 4 },
    announcements: [
      { id: 'news_0101', title: '关于开展2026年度公共数据授权运营入驻申请的公告', publishedAt: '2026-11-01T02:00:00.000Z' },
      { id: 'news_0102', title: '数据领域入驻审核规则说明', publishedAt: '2026-10-20T02:00:00.000Z' },
    ],
    ...overrides,
  };
}

/** A corporation with nothing yet: no applications, no open domain, no announcement. */
export function emptyWorkerHome(): WorkerHome {
  return workerHome({
    applications: { byStatus: emptyStatusCounts(), total: 0, latest: [] },
    openDomains: { total: 0, toApply: 0 },
    announcements: [],
  });
}

export function userDetail(overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    userId: 'usr_corp_jsdata',
    corporation: {
      id: 'org_0001',
      name: '江苏数据科技有限公司',
      creditCode: '91320104MA1WCR832Q',
      legalPerson: '赵六',
      address: '南京市建邺区江东中路1号',
      createdAt: '2026-03-01T02:00:00.000Z',
    },
    contact: {
      name: '李明',
      phone: '13912345678',
      application: { id: 'app_0001', domain: { id: 'transport', name: '交通运输' }, status: 'final_review', updatedAt: '2026-11-03T06:00:00.000Z' },
    },
    accounts: [
      { id: 'usr_corp_jsdata', account: 'corp.jsdata', name: '张三', maskedPhone: '139****5678', enabled: true, type: 'second' },
      { id: 'usr_corp_jsdata2', account: 'corp.jsdata.ops', name: '钱七', maskedPhone: '138****1234', enabled: false, type: 'second' },
    ],
    state: { enabled: true, disabledReason: '', version: 1 },
    applications: [
      { id: 'app_0001', domain: { id: 'transport', name: '交通运输' }, status: 'final_review', updatedAt: '2026-11-03T06:00:00.000Z' },
      { id: 'app_0002', domain: { id: 'health', name: '医疗健康' }, status: 'approved', updatedAt: '2026-10-12T06:00:00.000Z' },
    ],
    signIns: [
      { at: '2026-11-20T01:30:00.000Z', ip: '10.12.0.8' },
      { at: '2026-11-18T09:10:00.000Z', ip: '10.12.0.8' },
    ],
    callResponses: [{ callId: 'cal_0001', title: '2026年度公共数据开放需求征集', respondedAt: '2026-11-02T03:00:00.000Z' }],
    can: { manage: false },
    ...overrides,
  };
}
