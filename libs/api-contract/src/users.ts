import * as z from 'zod/mini';
import { idParam, keywordParam, pagedDataSchema, pagingQuery, rowVersion } from './common';
import { defineRoute } from './route';

/**
 * Users of the platform (issue 17 §Users): the corporations that sign in through the government SSO.
 * Admins with `user:view` see every one; a domain's reviewer sees the corporations that applied in
 * their domains, with the credit code masked. Disabling a user (`user:manage`) ends its sessions.
 */

const count = z.number().check(z.int(), z.nonnegative());
const version = rowVersion;

export const userListQuerySchema = z.strictObject({
  ...pagingQuery,
  /** Corporation name, credit code or account (contains). */
  keyword: keywordParam,
  status: z.optional(z.enum(['enabled', 'disabled'])),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** The applications of a corporation by where they stand. */
export const applicationTallySchema = z.object({ total: count, draft: count, inReview: count, approved: count, rejected: count, withdrawn: count });
export type ApplicationTally = z.output<typeof applicationTallySchema>;

export const userSummarySchema = z.object({
  id: z.string(),
  account: z.string(),
  corporation: z.object({ id: z.string(), name: z.string() }),
  /** Whole for admins with the user-view right; 9132********12AB for a reviewer. */
  creditCode: z.string(),
  legalPerson: z.string(),
  maskedPhone: z.string(),
  firstSignInAt: z.nullable(z.iso.datetime()),
  lastSignInAt: z.nullable(z.iso.datetime()),
  applications: applicationTallySchema,
  enabled: z.boolean(),
  version,
});
export type UserSummary = z.output<typeof userSummarySchema>;

export const userListDataSchema = pagedDataSchema(userSummarySchema);
export type UserListData = z.output<typeof userListDataSchema>;

export const userDisableBodySchema = z.strictObject({
  userId: idParam,
  version,
  reason: z.string().check(z.trim(), z.minLength(1, { message: '请填写停用原因' }), z.maxLength(200, { message: '停用原因不能超过200个字符' })),
});

export const userStateSchema = z.object({ userId: z.string(), enabled: z.boolean(), disabledReason: z.string(), version });
export type UserState = z.output<typeof userStateSchema>;

export const userRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/primary/user/list',
    summary: 'Corporation users: search by name, credit code or account; filter by state; paged (reviewers: those that applied in their domains, masked).',
    access: 'user',
    query: userListQuerySchema,
    data: userListDataSchema,
  }),
  disable: defineRoute({
    method: 'POST',
    path: '/primary/user/disable',
    summary: 'Disables a corporation user with a reason; its sessions end at once. Needs the user-management right.',
    access: 'admin',
    body: userDisableBodySchema,
    data: userStateSchema,
  }),
  enable: defineRoute({
    method: 'POST',
    path: '/primary/user/enable',
    summary: 'Enables a disabled corporation user. Needs the user-management right.',
    access: 'admin',
    body: z.strictObject({ userId: idParam, version }),
    data: userStateSchema,
  }),
} as const;
