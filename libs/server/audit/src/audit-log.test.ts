import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabases, trackedDatabases } from '@portal/server-db/testing';
import { appendAudit, canonicalSummary, recordAudit, verifyAuditChain, type AuditEntry } from './index';

const AT = Date.UTC(2026, 10, 26, 1, 0, 0);
const entry = (index: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  actor: { id: 'usr_admin', account: 'admin', role: 'admin', ip: '127.0.0.1' },
  action: 'admin.disable',
  target: { type: 'account', id: `usr_${index}` },
  summary: { before: { enabled: true }, after: { enabled: false } },
  at: AT + index,
  ...extra,
});

for (const target of openTestDatabases()) {
  describe(`issue 17 audit log on ${target.name}: append-only, chained by hash, verified`, () => {
    const { open, closeAll } = trackedDatabases(target);
    afterEach(closeAll);

    it('chains records 1, 2, 3 … each to the one before, and the chain verifies', async () => {
      const { db } = await open();
      expect(await verifyAuditChain(db)).toEqual({ ok: true, records: 0 });
      const records = [];
      for (let index = 1; index <= 5; index += 1) records.push(await recordAudit(db, entry(index)));
      expect(records.map((record) => record.seq)).toEqual([1, 2, 3, 4, 5]);
      expect(records[0]!.prevHash).toBe('0'.repeat(64));
      for (let index = 1; index < records.length; index += 1) expect(records[index]!.prevHash).toBe(records[index - 1]!.hash);
      expect(await verifyAuditChain(db)).toEqual({ ok: true, records: 5 });
    });

    it('appends from concurrent transactions in turn: no seq twice, no gap, the chain holds', async () => {
      const { db } = await open();
      await Promise.all(Array.from({ length: 12 }, (_, index) => recordAudit(db, entry(index + 1))));
      const seqs = (await db.selectFrom('audit_log').select('seq').orderBy('seq').execute()).map((row) => Number(row.seq));
      expect(seqs).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
      expect(await verifyAuditChain(db)).toEqual({ ok: true, records: 12 });
    });

    it('is written in the transaction of the action: an action that rolls back leaves no record', async () => {
      const { db } = await open();
      await recordAudit(db, entry(1));
      await expect(
        db.transaction().execute(async (trx) => {
          await appendAudit(trx, entry(2));
          throw new Error('the action failed');
        }),
      ).rejects.toThrow('the action failed');
      expect(
        Number(
          (
            await db
              .selectFrom('audit_log')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ).toBe(1);
      expect(await verifyAuditChain(db)).toEqual({ ok: true, records: 1 });
      expect((await recordAudit(db, entry(3))).seq).toBe(2);
    });

    it('detects an edited row, a deleted row, a row put in another place and rows deleted from the end', async () => {
      const { db } = await open();
      for (let index = 1; index <= 4; index += 1) await recordAudit(db, entry(index));

      await db.updateTable('audit_log').set({ summary: '{"after":{"enabled":true}}' }).where('seq', '=', 2).execute();
      expect(await verifyAuditChain(db)).toEqual({ ok: false, records: 1, seq: 2, problem: 'edited' });
      const two = await db.selectFrom('audit_log').selectAll().where('seq', '=', 2).executeTakeFirstOrThrow();
      await db.deleteFrom('audit_log').where('seq', '=', 2).execute();
      expect(await verifyAuditChain(db)).toEqual({ ok: false, records: 1, seq: 2, problem: 'missing' });
      // Record 3 renumbered into the gap: its link no longer fits.
      await db.updateTable('audit_log').set({ seq: 2 }).where('seq', '=', 3).execute();
      expect(await verifyAuditChain(db)).toMatchObject({ ok: false, seq: 2, problem: 'relinked' });
      await db.updateTable('audit_log').set({ seq: 3 }).where('seq', '=', 2).execute();
      await db
        .insertInto('audit_log')
        .values({ ...two, summary: canonicalSummary({ before: { enabled: true }, after: { enabled: false } }) })
        .execute();
      expect(await verifyAuditChain(db)).toEqual({ ok: true, records: 4 });

      await db.deleteFrom('audit_log').where('seq', '=', 4).execute();
      expect(await verifyAuditChain(db)).toEqual({ ok: false, records: 3, seq: 4, problem: 'head' });
    });

    it('never keeps a secret in a summary, and writes the same summary the same way', async () => {
      const { db } = await open();
      const record = await recordAudit(
        db,
        entry(1, {
          action: 'admin.reset-password',
          summary: { password: 'Temp#1234', temporaryPassword: 'x', smsCode: '123456', code: '1', after: { mustChange: true } },
        }),
      );
      expect(JSON.parse(record.summary)).toEqual({ after: { mustChange: true } });
      expect(canonicalSummary({ b: 1, a: { d: 2, c: 3 } })).toBe('{"a":{"c":3,"d":2},"b":1}');
      const stored = await sql<{ summary: string }>`select summary from audit_log where seq = 1`.execute(db);
      expect(stored.rows[0]?.summary).not.toMatch(/Temp#1234|123456/);
    });
  });
}
