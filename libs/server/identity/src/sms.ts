import type { Kysely } from 'kysely';
import { newId, type Database } from '@portal/server-db';

/** One text message: its full text, and the variables of the gateway template it fills. */
export interface SmsMessage {
  /** The whole message, as the dev outbox shows it. */
  text: string;
  /** The registered template's variables (a gateway sends these, never free text), e.g. `{ code }`. */
  params: Record<string, string>;
  /** Which registered template: the sign-in code (default) or a notice (issue 22: `{ title }`). */
  template?: 'code' | 'notice';
}

/**
 * Sends one text message. Production plugs in the SMS gateway ({@link createAliyunSmsSender});
 * development writes to the outbox. A send that throws was not delivered.
 */
export interface SmsSender {
  send(phone: string, message: SmsMessage): Promise<void>;
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

/** `138****0001`: enough to tell phones apart in a log, not enough to reach one. */
export const maskPhone = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****');

/**
 * The dev SMS adapter (development only, with DEV_IDENTITY=1): every message goes to
 * `dev_sms_outbox` (read through GET /dev/sms-outbox), never to a phone. The log says a message
 * was stored, never what it says: a code in a log is a code anyone with the log can use (issue 12 §2).
 */
export function createDevSmsSender({ db, log, now = Date.now }: DevSmsSenderOptions): SmsSender {
  return {
    async send(phone, message) {
      await db
        .insertInto('dev_sms_outbox')
        .values({ id: newId('smo'), phone, body: message.text, created_at: now() })
        .execute();
      log.info({ phone: maskPhone(phone) }, 'dev SMS outbox: message stored, not sent');
    },
  };
}
