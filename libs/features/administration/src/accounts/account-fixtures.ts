import type { AdminDetail, AdminListData, AdminSummary, RoleView } from '@portal/api-contract';

/** Staff accounts, roles and domains of the stories and tests (issue 17). */
export const ROLES: RoleView[] = [
  {
    id: 'role_platform_admin',
    name: '平台管理员',
    description: '平台运营方管理员',
    rights: ['workspace:home', 'domain:view', 'domain:final-review', 'entry:manage', 'announce:edit', 'admin:manage', 'user:view', 'user:manage'],
    holders: 1,
    updatedAt: '2026-11-01T02:00:00.000Z',
    version: 1,
  },
  {
    id: 'role_first_reviewer',
    name: '领域初审员',
    description: '数据领域主管部门的审核人员',
    rights: ['workspace:home', 'domain:view', 'domain:first-review'],
    holders: 3,
    updatedAt: '2026-11-01T02:00:00.000Z',
    version: 1,
  },
];

export const DOMAINS = [
  { id: 'dom_traffic', name: '交通运输' },
  { id: 'dom_health', name: '医疗健康' },
];

export function adminSummary(overrides: Partial<AdminSummary> = {}): AdminSummary {
  return {
    id: 'usr_reviewer_traffic',
    account: 'reviewer.traffic',
    name: '赵明远',
    phone: '139****0002',
    userType: 'user',
    roles: [{ id: 'role_first_reviewer', name: '领域初审员' }],
    clients: ['workspace'],
    enabled: true,
    mustChangePassword: false,
    lastSignInAt: '2026-11-20T01:30:00.000Z',
    updatedAt: '2026-11-01T02:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export const ACCOUNTS: AdminSummary[] = [
  adminSummary({
    id: 'usr_admin',
    account: 'admin',
    name: '平台管理员',
    phone: '139****0001',
    userType: 'admin',
    roles: [{ id: 'role_platform_admin', name: '平台管理员' }],
    clients: ['workspace', 'console'],
  }),
  adminSummary(),
  adminSummary({ id: 'usr_reviewer_qian', account: 'reviewer.qian', name: '钱审核', phone: '139****9001', mustChangePassword: true, lastSignInAt: null }),
  adminSummary({ id: 'usr_reviewer_old', account: 'reviewer.old', name: '孙离任', phone: '139****9002', enabled: false }),
];

export const listData = (items: AdminSummary[], total = items.length): AdminListData => ({ items, total, page: 1, pageSize: 10 });

export function adminDetail(overrides: Partial<AdminDetail> = {}): AdminDetail {
  return {
    ...adminSummary({ phone: '13951700002' }),
    phone: '13951700002',
    domains: [{ id: 'dom_traffic', name: '交通运输' }],
    rights: ['workspace:home', 'domain:view', 'domain:first-review'],
    disabledReason: '',
    createdAt: '2026-03-01T02:00:00.000Z',
    ...overrides,
  };
}
