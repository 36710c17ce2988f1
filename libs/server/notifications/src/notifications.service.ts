import { type NotificationList, type NotificationSettings, type NotificationKind } from '@portal/api-contract';
import { ERR, iso, type DomainContext } from '@portal/server-core';
import type { User } from '@portal/server-db';
import { maskPhone } from '@portal/server-identity';
import { listNotifications, markRead, saveSmsEnabled, smsEnabledOf, unreadCount } from './notifications.repository';

/** The caller's notifications, newest first, with the unread count. */
export async function myNotifications(
  ctx: DomainContext,
  actor: User,
  query: { page: number; pageSize: number; unread?: '1' | undefined },
): Promise<NotificationList> {
  const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [{ rows, total }, unread] = await Promise.all([
    listNotifications(ctx.db, actor.id, { unreadOnly: query.unread === '1' }, window),
    unreadCount(ctx.db, actor.id),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind as NotificationKind,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: iso(row.created_at),
      read: row.read_at !== null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    unread,
  };
}

export async function myUnreadCount(ctx: DomainContext, actor: User): Promise<{ unread: number }> {
  return { unread: await unreadCount(ctx.db, actor.id) };
}

/** Marks the caller's notifications read (those named, or all); another account's ids change nothing. */
export async function readNotifications(
  ctx: DomainContext,
  actor: User,
  body: { ids?: string[] | undefined; all?: boolean | undefined },
): Promise<{ unread: number }> {
  if (!body.all && !body.ids) throw ERR.badRequest('参数错误：请指定要标为已读的通知（ids）或全部（all）');
  await markRead(ctx.db, actor.id, body.all ? undefined : body.ids, ctx.now());
  return myUnreadCount(ctx, actor);
}

export async function mySettings(ctx: DomainContext, actor: User): Promise<NotificationSettings> {
  return { smsEnabled: await smsEnabledOf(ctx.db, actor.id), phone: actor.phone ? maskPhone(actor.phone) : '' };
}

export async function saveMySettings(ctx: DomainContext, actor: User, body: { smsEnabled: boolean }): Promise<NotificationSettings> {
  await saveSmsEnabled(ctx.db, actor.id, body.smsEnabled, ctx.now());
  return mySettings(ctx, actor);
}
