import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '@portal/server-db';
import { openTestDatabases } from '@portal/server-db/testing';
import type { SmsMessage } from '@portal/server-identity';
import { notify } from './notify';
import { createSmsDispatcher, noticeText } from './sms-dispatch';

const NOW = Date.UTC(2026, 10, 22, 2);

async function user(db: Kysely<Database>, id: string, phone: string, enabled = 1): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id,
      account: id,
      password_hash: null,
      user_type: 'admin',
      name: id,
      phone,
      org_id: null,
      rights: '[]',
      enabled,
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
}

const notice = (title: string, dedupeKey?: string) => ({
  kind: 'data-use.decision' as const,
  title,
  body: '正文',
  link: '/workspace/notifications',
  ...(dedupeKey ? { dedupeKey } : {}),
});
const log = { warn: () => undefined };

for (const target of openTestDatabases()) {
  describe(`issue 22 notices and their SMS (${target.name})`, () => {
    it('texts an allowed notice once, even with two senders at once; skips a disabled account, one without a phone and one that turned SMS off', async () => {
      const handle = await target.open();
      try {
        const { db } = handle;
        await user(db, 'usr_a', '13951700101');
        await user(db, 'usr_off', '13951700102');
        await user(db, 'usr_disabled', '13951700103', 0);
        await user(db, 'usr_nophone', '');
        await db.insertInto('notification_settings').values({ user_id: 'usr_off', sms_enabled: 0, updated_at: NOW }).execute();
        for (const id of ['usr_a', 'usr_off', 'usr_disabled', 'usr_nophone']) expect(await notify(db, id, notice('申请已获批准'), NOW)).toBe(true);
        // The same dedupe key twice: stored once.
        expect(await notify(db, 'usr_a', notice('授权即将到期', 'expiry:1'), NOW)).toBe(true);
        expect(await notify(db, 'usr_a', notice('授权即将到期', 'expiry:1'), NOW)).toBe(false);

        const sent: { phone: string; message: SmsMessage }[] = [];
        const sms = { send: async (phone: string, message: SmsMessage) => void sent.push({ phone, message }) };
        const a = createSmsDispatcher({ db, sms, now: () => NOW, log });
        const b = createSmsDispatcher({ db, sms, now: () => NOW, log });
        const [x, y] = await Promise.all([a.dispatch(), b.dispatch()]);
        expect(x + y).toBe(2);
        expect(sent.map((item) => item.phone)).toEqual(['13951700101', '13951700101']);
        expect(sent.map((item) => item.message)).toContainEqual({ text: noticeText('申请已获批准'), params: { title: '申请已获批准' }, template: 'notice' });
        const states = await db.selectFrom('notifications').select(['user_id', 'sms_state']).orderBy('user_id').execute();
        expect(states.filter((row) => row.user_id !== 'usr_a').map((row) => row.sms_state)).toEqual(['skipped', 'skipped', 'skipped']);
        expect(states.filter((row) => row.user_id === 'usr_a').map((row) => row.sms_state)).toEqual(['sent', 'sent']);
        expect(await a.dispatch()).toBe(0);
      } finally {
        await handle.close();
      }
    });

    it('a failed send is marked failed and not retried; a notice never links outside the portal', async () => {
      const handle = await target.open();
      try {
        const { db } = handle;
        await user(db, 'usr_a', '13951700101');
        await notify(db, 'usr_a', notice('申请未获通过'), NOW);
        let tries = 0;
        const failing = createSmsDispatcher({
          db,
          sms: {
            send: async () => {
              tries += 1;
              throw new Error('gateway down');
            },
          },
          now: () => NOW,
          log,
        });
        expect(await failing.dispatch()).toBe(0);
        expect(await failing.dispatch()).toBe(0);
        expect(tries).toBe(1);
        expect((await db.selectFrom('notifications').select('sms_state').executeTakeFirstOrThrow()).sms_state).toBe('failed');
        await expect(notify(db, 'usr_a', { ...notice('x'), link: '//evil.example/x' }, NOW)).rejects.toThrow(/inside the portal/);
        await expect(notify(db, 'usr_a', { ...notice('x'), link: 'https://evil.example/' }, NOW)).rejects.toThrow(/inside the portal/);
      } finally {
        await handle.close();
      }
    });
  });
}
