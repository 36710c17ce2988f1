import * as z from 'zod/mini';
import { idParam, keywordParam, mobilePhoneSchema, pagedDataSchema, pagingQuery, rowVersion } from './common';
import { defineRoute } from './route';
import { CLIENTS, CLIENT_IDS, RIGHTS, RIGHT_IDS, STAFF_TYPES } from './rights';

/**
 * Administration (issue 17, decision 0029): staff accounts, roles and rights, clients.
 *
 * - A right is one thing an account may do; the server's access policy reads rights, never names.
 * - A role is a named set of rights; a staff account holds roles.
 * - A client is a system an account may use. Every right belongs to exactly one client; an account's
 *   rights are its roles' rights that belong to a client assigned to it. So taking a client away
 *   takes its rights away on the next call, and a staff account with no client cannot sign in.
 */

const version = rowVersion;
const accountName = z
  .string()
  .check(
    z.trim(),
    z.minLength(3, { message: '账号为3-32位' }),
    z.maxLength(32, { message: '账号为3-32位' }),
    z.regex(/^[a-z][a-z0-9._-]*$/, { message: '账号以小写字母开头，只能包含小写字母、数字、点、下划线和连字符' }),
  );
const personName = z.string().check(z.trim(), z.minLength(1, { message: '请输入姓名' }), z.maxLength(32, { message: '姓名不能超过32个字符' }));
const idList = (label: string, max: number) => z.array(idParam).check(z.maxLength(max, { message: `${label}不能超过${max}个` }));

export const adminListQuerySchema = z.strictObject({
  ...pagingQuery,
  /** Account, name or phone (contains). */
  keyword: keywordParam,
  role: z.optional(idParam),
  status: z.optional(z.enum(['enabled', 'disabled'])),
  client: z.optional(z.enum(CLIENT_IDS)),
});
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

const namedRef = z.object({ id: z.string(), name: z.string() });

export const adminSummarySchema = z.object({
  id: z.string(),
  account: z.string(),
  name: z.string(),
  /** Masked in the list: 139****0001. */
  phone: z.string(),
  userType: z.enum(STAFF_TYPES),
  roles: z.array(namedRef),
  clients: z.array(z.enum(CLIENT_IDS)),
  enabled: z.boolean(),
  mustChangePassword: z.boolean(),
  lastSignInAt: z.nullable(z.iso.datetime()),
  updatedAt: z.iso.datetime(),
  version,
});
export type AdminSummary = z.output<typeof adminSummarySchema>;

export const adminListDataSchema = pagedDataSchema(adminSummarySchema);
export type AdminListData = z.output<typeof adminListDataSchema>;

export const adminDetailSchema = z.extend(adminSummarySchema, {
  /** Whole, for the acting administrator. */
  phone: mobilePhoneSchema,
  /** The domains a reviewer decides on at the first stage. */
  domains: z.array(namedRef),
  /** The rights the account has now (its roles' rights within its clients). */
  rights: z.array(z.string()),
  disabledReason: z.string(),
  createdAt: z.iso.datetime(),
});
export type AdminDetail = z.output<typeof adminDetailSchema>;

const accountFields = {
  name: personName,
  phone: mobilePhoneSchema,
  userType: z.enum(STAFF_TYPES),
  roleIds: idList('角色', 20).check(z.minLength(1, { message: '请至少选择一个角色' })),
  clientIds: z.array(z.enum(CLIENT_IDS)).check(z.minLength(1, { message: '请至少选择一个客户端' }), z.maxLength(CLIENTS.length)),
  domainIds: idList('审核领域', 50),
};

export const adminNewBodySchema = z.strictObject({ account: accountName, ...accountFields });
export type AdminNewBody = z.input<typeof adminNewBodySchema>;

export const adminUpdateBodySchema = z.strictObject({ id: idParam, version, ...accountFields });
export type AdminUpdateBody = z.input<typeof adminUpdateBodySchema>;

const versionedId = z.strictObject({ id: idParam, version });

export const adminDisableBodySchema = z.strictObject({
  id: idParam,
  version,
  reason: z.string().check(z.trim(), z.minLength(1, { message: '请填写停用原因' }), z.maxLength(200, { message: '停用原因不能超过200个字符' })),
});

/** A new account or a reset password: the temporary password, shown once to the acting administrator. */
export const temporaryPasswordDataSchema = z.object({ id: z.string(), account: z.string(), version, temporaryPassword: z.string() });
export type TemporaryPasswordData = z.output<typeof temporaryPasswordDataSchema>;

export const clientSchema = z.object({ id: z.enum(CLIENT_IDS), name: z.string(), description: z.string(), rights: z.array(z.string()) });
export type ClientView = z.output<typeof clientSchema>;

export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  rights: z.array(z.enum(RIGHT_IDS)),
  /** How many accounts hold the role. */
  holders: z.number().check(z.int(), z.nonnegative()),
  updatedAt: z.iso.datetime(),
  version,
});
export type RoleView = z.output<typeof roleSchema>;

export const roleSaveBodySchema = z
  .strictObject({
    /** Absent: a new role. */
    id: z.optional(idParam),
    version: z.optional(version),
    name: z.string().check(z.trim(), z.minLength(1, { message: '请输入角色名称' }), z.maxLength(32, { message: '角色名称不能超过32个字符' })),
    description: z.string().check(z.trim(), z.maxLength(200, { message: '角色说明不能超过200个字符' })),
    rights: z.array(z.enum(RIGHT_IDS, { message: '权限不存在' })).check(z.minLength(1, { message: '请至少选择一项权限' }), z.maxLength(RIGHTS.length)),
  })
  .check(
    z.refine((input) => (input.id === undefined) === (input.version === undefined), {
      message: '修改角色时须提供版本号',
      path: ['version'],
    }),
  );
export type RoleSaveBody = z.input<typeof roleSaveBodySchema>;

export const administrationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/primary/admin/list',
    summary: 'Staff accounts: search by account, name or phone; filter by role, status and client; paged. Needs the admin-management right.',
    access: 'admin',
    query: adminListQuerySchema,
    data: adminListDataSchema,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/primary/admin/detail',
    summary: 'One staff account: roles, clients, domains, effective rights, state.',
    access: 'admin',
    query: z.strictObject({ id: idParam }),
    data: adminDetailSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/primary/admin/new',
    summary: 'Creates a staff account with a one-time temporary password it must change at its next sign-in.',
    access: 'admin',
    body: adminNewBodySchema,
    data: temporaryPasswordDataSchema,
  }),
  update: defineRoute({
    method: 'POST',
    path: '/primary/admin/update',
    summary: 'Edits a staff account (name, phone, type, roles, clients, domains) at the version read.',
    access: 'admin',
    body: adminUpdateBodySchema,
    data: adminDetailSchema,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/primary/admin/reset-password',
    summary: 'Sets a new temporary password (shown once), ends the account’s sessions; it must change it at its next sign-in.',
    access: 'admin',
    body: versionedId,
    data: temporaryPasswordDataSchema,
  }),
  disable: defineRoute({
    method: 'POST',
    path: '/primary/admin/disable',
    summary: 'Disables a staff account with a reason and ends its sessions at once (its next call gets HTTP 401).',
    access: 'admin',
    body: adminDisableBodySchema,
    data: adminDetailSchema,
  }),
  enable: defineRoute({
    method: 'POST',
    path: '/primary/admin/enable',
    summary: 'Enables a disabled staff account.',
    access: 'admin',
    body: versionedId,
    data: adminDetailSchema,
  }),
  clientList: defineRoute({
    method: 'POST',
    path: '/primary/admin/client-list',
    summary: 'The client systems an account may be given, with the rights each carries.',
    access: 'admin',
    body: z.strictObject({}),
    data: z.array(clientSchema),
  }),
  roleList: defineRoute({
    method: 'POST',
    path: '/primary/admin/role-list',
    summary: 'The roles (named sets of rights) with how many accounts hold each.',
    access: 'admin',
    body: z.strictObject({}),
    data: z.array(roleSchema),
  }),
  roleSave: defineRoute({
    method: 'POST',
    path: '/primary/admin/role-save',
    summary: 'Creates a role, or renames or changes one at the version read; its holders’ rights change on their next call.',
    access: 'admin',
    body: roleSaveBodySchema,
    data: roleSchema,
  }),
} as const;
