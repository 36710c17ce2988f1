/**
 * The rights catalogue of administration (issue 17, decision 0029), apart from the schemas: plain
 * constants, so a route table that names a right does not pull the contract's zod schemas into the
 * first load (issue 13).
 */

/** The systems an account may use. */
export const CLIENTS = [
  { id: 'workspace', name: '门户工作台', description: '领域入驻申请的审核、入口配置与公告发布' },
  { id: 'console', name: '运营管理台', description: '账号与角色、用户、审计日志、内容墙、运营分析与检索词典' },
] as const;
export type ClientId = (typeof CLIENTS)[number]['id'];
export const CLIENT_IDS = CLIENTS.map((client) => client.id) as unknown as readonly [ClientId, ...ClientId[]];

/** Every right an administrator can grant through a role, with its client. */
export const RIGHTS = [
  { id: 'workspace:home', name: '工作台首页', client: 'workspace' },
  { id: 'domain:view', name: '查看领域申请', client: 'workspace' },
  { id: 'domain:first-review', name: '领域初审', client: 'workspace' },
  { id: 'domain:final-review', name: '领域终审', client: 'workspace' },
  { id: 'entry:manage', name: '入口配置', client: 'workspace' },
  { id: 'announce:edit', name: '公告管理', client: 'workspace' },
  { id: 'data-use:first-review', name: '数据使用初审', client: 'workspace' },
  { id: 'data-use:final-review', name: '数据使用终审与授权管理', client: 'workspace' },
  { id: 'admin:manage', name: '管理员、角色与审计日志', client: 'console' },
  { id: 'user:view', name: '查看用户', client: 'console' },
  { id: 'user:manage', name: '停用与启用用户', client: 'console' },
  { id: 'content:edit', name: '内容墙', client: 'console' },
  { id: 'analytics:view', name: '运营分析', client: 'console' },
  { id: 'search:dictionary', name: '检索词典', client: 'console' },
] as const satisfies readonly { id: string; name: string; client: ClientId }[];
export type RightId = (typeof RIGHTS)[number]['id'];
export const RIGHT_IDS = RIGHTS.map((right) => right.id) as unknown as readonly [RightId, ...RightId[]];

/**
 * An account's rights: its roles' rights that belong to a client assigned to it, in catalogue order.
 * The server writes them to the account whenever a role, a holding or a client changes.
 */
export function effectiveRights(roleRights: readonly (readonly string[])[], clients: readonly string[]): RightId[] {
  const held = new Set(roleRights.flat());
  return RIGHTS.filter((right) => held.has(right.id) && clients.includes(right.client)).map((right) => right.id);
}

/** The right that manages accounts and roles and reads the audit log; its last holder keeps it. */
export const ADMIN_MANAGE_RIGHT = 'admin:manage' satisfies RightId;
export const USER_VIEW_RIGHT = 'user:view' satisfies RightId;
export const USER_MANAGE_RIGHT = 'user:manage' satisfies RightId;

/** Staff account types (spec §6 primary level): 管理员 and 业务人员 (e.g. a domain's reviewer). */
export const STAFF_TYPES = ['admin', 'user'] as const;
export const STAFF_TYPE_LABELS: Record<(typeof STAFF_TYPES)[number], string> = { admin: '管理员', user: '业务人员' };

/**
 * Issue 17: the account signed in with a temporary password and must change it before anything
 * else (HTTP 403; the client opens the change-password page).
 */
export const PASSWORD_CHANGE_REQUIRED_CODE = 4033;
export const PASSWORD_CHANGE_REQUIRED_MESSAGE = '请先修改初始密码后再继续操作';
