import * as z from 'zod/mini';
import { USER_TYPES } from './auth-state';
import { idParam } from './common';
import { APPLICATION_ACTIONS, APPLICATION_STATUSES, REVIEW_STAGES, type ApplicationStatus } from './onboarding';
import { defineRoute } from './route';

/**
 * The workspace homes and the second-level user detail (issue 6; spec §2 Home, workerhome,
 * user/detail; spec §7 `POST /primary/user/detail` and `POST /second/user/detail`, payloads
 * ours to design).
 */

const named = z.object({ id: z.string(), name: z.string() });
const count = z.number().check(z.int(), z.nonnegative());

/* ------------------------------------------------------------ user detail */

export const corporationAccountSchema = z.object({
  id: z.string(),
  account: z.string(),
  name: z.string(),
  /** 138****1234 */
  maskedPhone: z.string().check(z.regex(/^\d{3}\*{4}\d{4}$/)),
  enabled: z.boolean(),
  type: z.enum(USER_TYPES),
});
export type CorporationAccount = z.output<typeof corporationAccountSchema>;

export const userDetailSchema = z.object({
  /** The account asked about (the caller's own on /second/user/detail). */
  userId: z.string(),
  corporation: z.object({
    id: z.string(),
    name: z.string(),
    creditCode: z.string(),
    legalPerson: z.string(),
    address: z.string(),
    createdAt: z.iso.datetime(),
  }),
  /** The contact person of the corporation's latest application (null: it has none). */
  contact: z.nullable(
    z.object({
      name: z.string(),
      phone: z.string(),
      application: z.object({ id: z.string(), domain: named, status: z.enum(APPLICATION_STATUSES), updatedAt: z.iso.datetime() }),
    }),
  ),
  /** Every platform account of the corporation, by account name. */
  accounts: z.array(corporationAccountSchema),
  /** Issue 17: the account's state, for the staff who may disable or enable it. */
  state: z.object({ enabled: z.boolean(), disabledReason: z.string(), version: z.number().check(z.int(), z.positive()) }),
  /** Issue 17: the applications the viewer may open, latest change first. */
  applications: z.array(z.object({ id: z.string(), domain: named, status: z.enum(APPLICATION_STATUSES), updatedAt: z.iso.datetime() })),
  /** Issue 17: the last 10 sign-ins (from the audit log), for admins with the user-view right; empty otherwise. */
  signIns: z.array(z.object({ at: z.iso.datetime(), ip: z.string() })),
  /** Issue 17: the corporation's responses to calls for collection, latest first. */
  callResponses: z.array(z.object({ callId: z.string(), title: z.string(), respondedAt: z.iso.datetime() })),
  /** Issue 17: what the viewer may do with the account (disable / enable needs the user-management right). */
  can: z.object({ manage: z.boolean() }),
});
export type UserDetail = z.output<typeof userDetailSchema>;

/* ------------------------------------------------------------ homes */

export const recentDecisionSchema = z.object({
  application: z.object({ id: z.string(), domain: named, corporation: named }),
  action: z.enum(APPLICATION_ACTIONS),
  stage: z.nullable(z.enum(REVIEW_STAGES)),
  toStatus: z.enum(APPLICATION_STATUSES),
  opinion: z.nullable(z.string()),
  at: z.iso.datetime(),
});
export type RecentDecision = z.output<typeof recentDecisionSchema>;

export const primaryHomeSchema = z.object({
  userType: z.enum(['admin', 'user']),
  /** A reviewer's domains (empty for admins, who review every domain at the final stage). */
  domains: z.array(named),
  todo: z.object({
    /** Reviewers: applications waiting for their first review in their domains (null for admins). */
    firstReview: z.nullable(count),
    /** Admins: applications waiting for final review (null for reviewers). */
    finalReview: z.nullable(count),
    /** Admins with the announcement right: announcement drafts (null otherwise). */
    announcementDrafts: z.nullable(count),
    /** Admins: domains open / closed for applications (null for reviewers). */
    entry: z.nullable(z.object({ open: count, closed: count })),
  }),
  /** The last 10 application transitions the caller made, newest first. */
  recentDecisions: z.array(recentDecisionSchema),
});
export type PrimaryHome = z.output<typeof primaryHomeSchema>;

export const workerHomeSchema = z.object({
  corporation: named,
  applications: z.object({
    /** Every status with its count (0 included). */
    byStatus: z.record(z.enum(APPLICATION_STATUSES), count),
    total: count,
    /** The latest 5 by last change. */
    latest: z.array(z.object({ id: z.string(), domain: named, status: z.enum(APPLICATION_STATUSES), updatedAt: z.iso.datetime() })),
  }),
  /** Domains taking applications, and how many of them the corporation has no live application in. */
  openDomains: z.object({ total: count, toApply: count }),
  /** The latest 5 published announcements. */
  announcements: z.array(z.object({ id: z.string(), title: z.string(), publishedAt: z.iso.datetime() })),
});
export type WorkerHome = z.output<typeof workerHomeSchema>;

/** Every status with 0, for byStatus. */
export const emptyStatusCounts = (): Record<ApplicationStatus, number> =>
  Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<ApplicationStatus, number>;

export const workspaceRoutes = {
  primaryUserDetail: defineRoute({
    method: 'POST',
    path: '/primary/user/detail',
    summary: "A corporation account's detail for staff: profile, latest contact, accounts (reviewers: corporations that applied in their domains).",
    access: 'user',
    body: z.strictObject({ userId: idParam }),
    data: userDetailSchema,
  }),
  secondUserDetail: defineRoute({
    method: 'POST',
    path: '/second/user/detail',
    summary: "The signed-in corporation account's own detail: profile, latest contact, accounts.",
    access: 'second',
    body: z.strictObject({}),
    data: userDetailSchema,
  }),
  primaryHome: defineRoute({
    method: 'GET',
    path: '/primary/home',
    summary: "Staff workspace home: the caller's to-do counts and the last 10 decisions they made.",
    access: 'user',
    data: primaryHomeSchema,
  }),
  workerHome: defineRoute({
    method: 'GET',
    path: '/second/home',
    summary: 'Corporation workspace home: its applications by status, open domains, the latest announcements.',
    access: 'second',
    data: workerHomeSchema,
  }),
} as const;
