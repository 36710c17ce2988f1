import type { ClientView, RoleView } from '@portal/api-contract';
import { CATALOGUE_CLIENTS } from './rights-catalogue';

/** Plain roles for tests and stories (no network): the four built-in roles of migration 0019. */
export function roleView(overrides: Partial<RoleView> = {}): RoleView {
  return {
    id: 'role_first_reviewer',
    name: '领域初审员',
    description: '数据领域主管部门的审核人员：对所负责领域的入驻申请进行初审',
    rights: ['workspace:home', 'domain:view', 'domain:first-review'],
    holders: 5,
    updatedAt: '2026-11-02T02:30:00.000Z',
    version: 2,
    ...overrides,
  };
}

export const PLATFORM_ADMIN = roleView({
  id: 'role_platform_admin',
  name: '平台管理员',
  description: '平台运营方管理员：终审、入口配置、公告、账号与角色、用户、审计日志与内容运营',
  rights: [
    'workspace:home',
    'domain:view',
    'domain:final-review',
    'entry:manage',
    'announce:edit',
    'admin:manage',
    'user:view',
    'user:manage',
    'content:edit',
    'analytics:view',
    'search:dictionary',
  ],
  holders: 2,
  updatedAt: '2026-10-28T08:05:00.000Z',
  version: 1,
});

export const FIRST_REVIEWER = roleView();

export const ROLES: RoleView[] = [
  PLATFORM_ADMIN,
  FIRST_REVIEWER,
  roleView({
    id: 'role_final_reviewer',
    name: '终审员',
    description: '平台运营方的审核人员：入驻申请终审与领域入口配置',
    rights: ['workspace:home', 'domain:view', 'domain:final-review', 'entry:manage'],
    holders: 1,
    updatedAt: '2026-10-28T08:05:00.000Z',
    version: 1,
  }),
  roleView({
    id: 'role_content_operator',
    name: '内容运营',
    description: '',
    rights: ['workspace:home', 'announce:edit', 'content:edit', 'analytics:view', 'search:dictionary'],
    holders: 0,
    updatedAt: '2026-11-03T06:45:00.000Z',
    version: 3,
  }),
];

/** client-list's answer: the two clients with their rights. */
export const CLIENT_VIEWS: ClientView[] = CATALOGUE_CLIENTS;

/** What role-save answers for a body: the role at its next version (a new one at version 1, held by none). */
export function savedRole(body: { id?: string; version?: number; name: string; description: string; rights: RoleView['rights'] }, holders = 0): RoleView {
  return {
    id: body.id ?? 'role_new',
    name: body.name,
    description: body.description,
    rights: body.rights,
    holders,
    updatedAt: '2026-11-05T03:00:00.000Z',
    version: (body.version ?? 0) + 1,
  };
}

export const CONFLICT_MESSAGE = '该角色已被其他管理员修改，请刷新后重试';
export const LAST_ADMIN_MESSAGE = '至少需要保留一名拥有“管理员、角色与审计日志”权限的启用管理员';
