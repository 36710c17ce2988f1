import * as z from 'zod/mini';
import { idParam, pagedFields, pagingQuery } from './common';
import { defineRoute } from './route';

/**
 * Notifications (issue 22): what the portal tells an account — decisions on its applications
 * (onboarding and data use), an authorization about to expire (7 days before), a response to a call
 * received (staff). Every signed-in account reads its own; SMS goes out only where its settings allow.
 */
export const NOTIFICATION_KINDS = ['onboarding.decision', 'data-use.decision', 'authorization.expiring', 'call.response'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Days before an authorization ends that its holder is told. */
export const EXPIRY_NOTICE_DAYS = 7;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path of the portal (same origin). */
  link: z.string(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type Notification = z.output<typeof notificationSchema>;

export const notificationListSchema = z.object({ ...pagedFields(notificationSchema), unread: z.number().check(z.int(), z.nonnegative()) });
export type NotificationList = z.output<typeof notificationListSchema>;

export const notificationSettingsSchema = z.object({
  smsEnabled: z.boolean(),
  /** The phone notices go to, masked (138****0001); empty when the account has none. */
  phone: z.string(),
});
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;

export const notificationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/web/notification/list',
    summary: "The caller's notifications, newest first, with the unread count; `unread=1` lists the unread only.",
    access: 'session',
    query: z.strictObject({ ...pagingQuery, unread: z.optional(z.enum(['1'])) }),
    data: notificationListSchema,
  }),
  unreadCount: defineRoute({
    method: 'GET',
    path: '/web/notification/unread-count',
    summary: "How many of the caller's notifications are unread (the bell).",
    access: 'session',
    data: z.object({ unread: z.number().check(z.int(), z.nonnegative()) }),
  }),
  read: defineRoute({
    method: 'POST',
    path: '/web/notification/read',
    summary: "Marks the caller's notifications read: those named, or all.",
    access: 'session',
    body: z.strictObject({ ids: z.optional(z.array(idParam).check(z.maxLength(100))), all: z.optional(z.boolean()) }),
    data: z.object({ unread: z.number().check(z.int(), z.nonnegative()) }),
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/web/notification/settings',
    summary: "The caller's notification settings.",
    access: 'session',
    data: notificationSettingsSchema,
  }),
  saveSettings: defineRoute({
    method: 'POST',
    path: '/web/notification/settings',
    summary: 'Turns SMS notices on or off for the caller.',
    access: 'session',
    body: z.strictObject({ smsEnabled: z.boolean() }),
    data: notificationSettingsSchema,
  }),
};
