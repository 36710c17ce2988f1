import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, User } from '@portal/server-db';
import { openTestDatabases } from '@portal/server-db/testing';
import { seedDemoData } from '@portal/server-demo-data';
import type { DomainContext } from '@portal/server-core';
import { callResponseFileUsage, listCalls, myCallResponse, myCallResponses, respondToCall } from './index';

const FIRST_FILE = 'fil_aaaaaaaaaaaaaaaaaaaaaaaa';
const SECOND_FILE = 'fil_bbbbbbbbbbbbbbbbbbbbbbbb';

for (const target of openTestDatabases()) {
  describe(`call responses on ${target.name} (issue 14)`, () => {
    let handle: DatabaseHandle;
    let ctx: DomainContext;
    let corporation: User;
    let admin: User;
    const now = Date.UTC(2026, 10, 22, 2);
    const body = (callId: string, fileId?: string | null) => ({
      callId,
      contactName: '周振华',
      contactPhone: '13951700101',
      content: '我单位申请参与本次征集，提供样本数据。',
      fileId,
    });

    beforeAll(async () => {
      handle = await target.open();
      await seedDemoData(handle.db, { now });
      ctx = { db: handle.db, now: () => now };
      corporation = await handle.db.selectFrom('users').selectAll().where('user_type', '=', 'second').where('org_id', 'is not', null).executeTakeFirstOrThrow();
      admin = await handle.db.selectFrom('users').selectAll().where('account', '=', 'admin').executeTakeFirstOrThrow();
      for (const id of [FIRST_FILE, SECOND_FILE]) {
        await handle.db
          .insertInto('stored_files')
          .values({
            id,
            purpose: 'response',
            org_id: corporation.org_id,
            uploaded_by: corporation.id,
            name: '方案.pdf',
            content_type: 'application/pdf',
            size_bytes: 5,
            sha256: 'x',
            content: Buffer.from('%PDF-'),
            created_at: now,
          })
          .execute();
      }
    }, 120_000);
    afterAll(() => handle.close());

    const openCall = async () => (await listCalls(ctx, { page: 1, pageSize: 1, status: 'open' })).items[0]!;

    it('stores a response with its file; a new file replaces and deletes the old one', async () => {
      const call = await openCall();
      const first = await respondToCall(ctx, corporation, body(call.id, FIRST_FILE));
      expect(first.attachment).toMatchObject({ id: FIRST_FILE, name: '方案.pdf', sizeBytes: 5, contentType: 'application/pdf' });
      expect(await callResponseFileUsage.attachedAmong(handle.db, [FIRST_FILE])).toEqual(new Set([FIRST_FILE]));
      expect(await myCallResponse(ctx, corporation, call.id)).toEqual(first);

      await respondToCall(ctx, corporation, body(call.id, SECOND_FILE));
      expect(await handle.db.selectFrom('stored_files').select('id').where('id', '=', FIRST_FILE).execute()).toEqual([]);
      expect(await callResponseFileUsage.attachedAmong(handle.db, [SECOND_FILE, 'fil_nothing'])).toEqual(new Set([SECOND_FILE]));
      const mine = await myCallResponses(ctx, corporation, { page: 1, pageSize: 10 });
      expect(mine.items.find((item) => item.callId === call.id)).toMatchObject({ attachment: { id: SECOND_FILE }, call: { id: call.id, status: 'open' } });
    });

    it('refuses staff (403), unknown calls (4011), closed calls (409) and files of another response (400)', async () => {
      const call = await openCall();
      await expect(respondToCall(ctx, admin, body(call.id))).rejects.toMatchObject({ status: 403, message: '仅法人用户可以响应征集' });
      await expect(myCallResponses(ctx, admin, { page: 1, pageSize: 10 })).rejects.toMatchObject({ status: 403 });
      await expect(respondToCall(ctx, corporation, body('call_9999'))).rejects.toMatchObject({ status: 404, code: 4011 });
      const closed = (await listCalls(ctx, { page: 1, pageSize: 1, status: 'closed' })).items[0]!;
      await expect(respondToCall(ctx, corporation, body(closed.id))).rejects.toMatchObject({ status: 409, message: '该征集已截止，无法提交响应' });
      const other = (await listCalls(ctx, { page: 1, pageSize: 2, status: 'open' })).items[1]!;
      await expect(respondToCall(ctx, corporation, body(other.id, SECOND_FILE))).rejects.toMatchObject({ status: 400 });
    });
  });
}
