import type { FastifyInstance } from 'fastify';
import { API, API_BASE_PATH } from '@portal/api-contract';
import type { DomainContext } from '@portal/server-core';
import { noticeExpiringAuthorizations } from '@portal/server-data-use';
import { myNotifications, myUnreadCount, mySettings, readNotifications, saveMySettings, type SmsDispatcher } from '@portal/server-notifications';
import { contractRoute } from '../http/contract-route';

export interface NoticeDeliveryOptions extends DomainContext {
  dispatcher: SmsDispatcher;
  /** How often expiry notices are looked for and waiting SMS sent (ms); 0: only after writes. */
  sweepMs: number;
}

/** Notifications (issue 22): the caller's own, over HTTP. */
export async function notificationsRoutes(app: FastifyInstance, options: DomainContext) {
  const context: DomainContext = { db: options.db, now: options.now };
  const R = API.notifications;
  contractRoute(app, R.list, async ({ user, query }) => myNotifications(context, user, query));
  contractRoute(app, R.unreadCount, async ({ user }) => myUnreadCount(context, user));
  contractRoute(app, R.read, async ({ user, body }) => readNotifications(context, user, body));
  contractRoute(app, R.settings, async ({ user }) => mySettings(context, user));
  contractRoute(app, R.saveSettings, async ({ user, body }) => saveMySettings(context, user, body));
}

/**
 * Notices are stored by the domains with the changes they tell of; their SMS go out after any
 * successful write answers (the change committed) and on a periodic sweep, which also finds
 * authorizations about to expire. Called on the root instance: a hook added inside a registered
 * plugin would see only that plugin's routes.
 */
export function deliverNotices(app: FastifyInstance, options: NoticeDeliveryOptions): void {
  const { dispatcher, sweepMs } = options;
  const context: DomainContext = { db: options.db, now: options.now };

  const send = () => dispatcher.dispatch().catch((error: unknown) => app.log.warn({ err: error }, 'sending notice SMS failed'));
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'POST' && reply.statusCode === 200 && request.url.startsWith(`${API_BASE_PATH}/`)) void send();
  });
  if (sweepMs > 0) {
    const sweep = setInterval(() => {
      noticeExpiringAuthorizations(context).then(
        () => send(),
        (error: unknown) => app.log.warn({ err: error }, 'looking for expiring authorizations failed'),
      );
    }, sweepMs);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }
}
