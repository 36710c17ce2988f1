import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, User } from '@portal/server-db';
import { openTestDatabases } from '@portal/server-db/testing';
import { seedDemoData } from '@portal/server-demo-data';
import type { DomainContext } from '@portal/server-core';
import { announcementFileUsage, getAnnouncement, offlineAnnouncement, publishAnnouncement, saveAnnouncement } from './index';

const FILE_ID = 'fil_00112233445566778899aabb';
const OTHER_FILE_ID = 'fil_bbaa99887766554433221100';

for (const target of openTestDatabases()) {
  describe(`announcements on ${target.name} (issue 14)`, () => {
    let handle: DatabaseHandle;
    let ctx: DomainContext;
    let admin: User;
    let corporation: User;
    const clock = { now: Date.UTC(2026, 10, 23, 2) };
    const facts = (id: string) => ({ id, purpose: 'announcement' as const, org_id: null });

    beforeAll(async () => {
      handle = await target.open();
      await seedDemoData(handle.db, { now: Date.UTC(2026, 10, 22, 2) });
      ctx = { db: handle.db, now: () => clock.now };
      admin = await handle.db.selectFrom('users').selectAll().where('account', '=', 'admin').executeTakeFirstOrThrow();
      corporation = await handle.db.selectFrom('users').selectAll().where('user_type', '=', 'second').executeTakeFirstOrThrow();
      for (const id of [FILE_ID, OTHER_FILE_ID]) {
        await handle.db
          .insertInto('stored_files')
          .values({
            id,
            purpose: 'announcement',
            org_id: null,
            uploaded_by: admin.id,
            name: '附件.pdf',
            content_type: 'application/pdf',
            size_bytes: 5,
            sha256: 'x',
            content: Buffer.from('%PDF-'),
            created_at: clock.now,
          })
          .execute();
      }
    }, 120_000);
    afterAll(() => handle.close());

    it('writes a sanitised draft whose file is attached but not public; publishing makes it public, going offline takes it back', async () => {
      const draft = await saveAnnouncement(ctx, admin, {
        title: '测试公告',
        summary: '',
        bodyHtml: '<p>正文内容<script>alert(1)</script></p>',
        attachmentIds: [FILE_ID],
      });
      expect(draft).toMatchObject({ status: 'draft', version: 1, summary: '正文内容', publishedAt: null, can: { edit: true, publish: true, offline: false } });
      expect(draft.bodyHtml).not.toContain('script');
      expect(draft.attachments).toEqual([{ name: '附件.pdf', url: expect.stringContaining(FILE_ID), sizeBytes: 5, fileId: FILE_ID }]);
      expect(await announcementFileUsage.attachedAmong(handle.db, [FILE_ID, OTHER_FILE_ID])).toEqual(new Set([FILE_ID]));
      expect(await announcementFileUsage.isPublic(handle.db, facts(FILE_ID))).toBe(false);

      clock.now += 1_000;
      const published = await publishAnnouncement(ctx, admin, draft.id, 1);
      expect(published).toMatchObject({
        status: 'published',
        version: 2,
        publishedAt: new Date(clock.now).toISOString(),
        can: { edit: false, publish: false, offline: true },
      });
      expect(await announcementFileUsage.isPublic(handle.db, facts(FILE_ID))).toBe(true);
      const indexed = await handle.db.selectFrom('search_documents').select('ref_id').where('ref_id', '=', draft.id).execute();
      expect(indexed).toHaveLength(1);

      const offline = await offlineAnnouncement(ctx, admin, draft.id, 2);
      expect(offline).toMatchObject({ status: 'offline', version: 3, can: { edit: true, publish: true, offline: false } });
      expect(await announcementFileUsage.isPublic(handle.db, facts(FILE_ID))).toBe(false);
      expect(await announcementFileUsage.attachedAmong(handle.db, [FILE_ID])).toEqual(new Set([FILE_ID]));
      expect(await handle.db.selectFrom('search_documents').select('ref_id').where('ref_id', '=', draft.id).execute()).toEqual([]);
    });

    it('answers a stale version or a change the status does not allow with 409, and changes nothing', async () => {
      const draft = await saveAnnouncement(ctx, admin, { title: '并发公告', summary: '摘要', bodyHtml: '<p>正文</p>' });
      await publishAnnouncement(ctx, admin, draft.id, 1);
      await expect(publishAnnouncement(ctx, admin, draft.id, 1)).rejects.toMatchObject({ status: 409 });
      await expect(saveAnnouncement(ctx, admin, { id: draft.id, version: 2, title: '改', summary: '', bodyHtml: '<p>改</p>' })).rejects.toMatchObject({
        status: 409,
        message: '公告已发布，请先下线再修改或重新发布',
      });
      expect(await getAnnouncement(ctx, admin, draft.id)).toMatchObject({ status: 'published', version: 2, title: '并发公告' });
    });

    it('refuses accounts without the right, and files that are not announcement uploads', async () => {
      await expect(getAnnouncement(ctx, corporation, 'nws_x')).rejects.toMatchObject({ status: 403, message: '无公告管理权限' });
      await expect(
        saveAnnouncement(ctx, admin, { title: '附件不对', summary: '', bodyHtml: '<p>正文</p>', attachmentIds: ['fil_000000000000000000000000'] }),
      ).rejects.toMatchObject({
        status: 400,
      });
      await expect(getAnnouncement(ctx, admin, 'nws_missing')).rejects.toMatchObject({ status: 404, code: 4011 });
    });
  });
}
