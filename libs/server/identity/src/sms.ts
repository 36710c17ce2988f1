import type { Kysely } from 'kysely';
import { newId, type Database } from '@portal/server-db';

/** Sends one text message. Production plugs in the SMS gateway; dev writes to the outbox. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

/** The part of a pino logger the dev sender uses (Fastify's `app.log` fits). */
export interface InfoLogger {
  info(object: object, message?: string): void;
}

export interface DevSmsSenderOptions {
  db: Kysely<Database>;
  log: InfoLogger;
  /** Clock (epoch ms), for tests. */
  now?: () => number;
}

/**
 * The dev SMS adapter: every message goes to `dev_sms_outbox` (read through
 * GET /dev/sms-outbox) and to the log, never to a phone.
 */
export function createDevSmsSender({ db, log, now = Date.now }: DevSmsSenderOptions): SmsSender {
  return {
    async send(phone, text) {
      await db.insertInto('dev_sms_outbox').values({ id: newId('smo'), phone, body: text, created_at: now() }).execute();
      log.info({ phone, text }, 'dev SMS outbox: message stored, not sent');
    },
  };
}
