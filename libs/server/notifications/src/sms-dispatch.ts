import type { Kysely } from 'kysely';
import type { Database } from '@portal/server-db';
import { maskPhone, type SmsSender } from '@portal/server-identity';
import { claimSms, pendingSms, settleSms } from './notifications.repository';

export interface SmsDispatcherOptions {
  db: Kysely<Database>;
  sms: SmsSender;
  now: () => number;
  log: { warn(object: object, message?: string): void };
  /** A claim older than this is taken again (its node stopped mid-send). Default 5 minutes. */
  staleMs?: number;
}

export interface SmsDispatcher {
  /** Sends every notice waiting for its SMS; resolves with how many went out. Calls while one runs share a following run. */
  dispatch(): Promise<number>;
}

/** The text of a notice's SMS: its title only (the rest is in the workspace, behind sign-in). */
export const noticeText = (title: string) => `【江苏省公共数据授权运营平台】${title}，请登录平台工作台查看详情。`;

/**
 * Sends notices' SMS after the changes that made them committed (issue 22). Each notice is claimed
 * with a conditional UPDATE first, so of several nodes sending at once exactly one sends it; a send
 * that fails is marked failed and not retried (the notice is still in the workspace).
 */
export function createSmsDispatcher({ db, sms, now, log, staleMs = 5 * 60_000 }: SmsDispatcherOptions): SmsDispatcher {
  async function run(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await pendingSms(db, now() - staleMs, 50);
      let claimed = 0;
      for (const row of rows) {
        if (!(await claimSms(db, row, now()))) continue;
        claimed += 1;
        try {
          await sms.send(row.phone, { text: noticeText(row.title), params: { title: row.title }, template: 'notice' });
          await settleSms(db, row.id, 'sent');
          sent += 1;
        } catch (error) {
          await settleSms(db, row.id, 'failed');
          log.warn({ err: error, notification: row.id, phone: maskPhone(row.phone) }, 'notice SMS not sent');
        }
      }
      if (rows.length === 0 || claimed === 0) return sent;
    }
  }
  let current: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  return {
    dispatch() {
      if (!current) {
        current = run().finally(() => (current = null));
        return current;
      }
      // A notice stored while a run is past its query waits for the run after it.
      next ??= current
        .catch(() => 0)
        .then(() => {
          next = null;
          return this.dispatch();
        });
      return next;
    },
  };
}
