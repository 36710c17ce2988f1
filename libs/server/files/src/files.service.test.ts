import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FilePurpose } from '@portal/api-contract';
import type { DatabaseHandle, User } from '@portal/server-db';
import { openTestDatabases } from '@portal/server-db/testing';
import { HttpError } from '@portal/server-core';
import type { FileUsage } from './file-usage';
import { createFilesService, type FilesService } from './files.service';

const NOW = Date.UTC(2026, 10, 22, 2, 0, 0);
const HOUR = 3_600_000;
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');

const user = (id: string, user_type: User['user_type'], org_id: string | null): User => ({
  id,
  account: id,
  password_hash: null,
  user_type,
  name: id,
  phone: '13900000000',
  org_id,
  rights: '[]',
  enabled: 1,
  created_at: NOW,
  updated_at: NOW,
  version: 1,
  must_change_password: 0,
  disabled_reason: '',
  first_sign_in_at: null,
  last_sign_in_at: null,
});
const ADMIN = user('usr_admin', 'admin', null);
const CORP = user('usr_corp', 'second', 'org_a');

/** An HTTP error's status and envelope code, or 'ok'. */
async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError) return `${error.status}/${error.code}`;
    throw error;
  }
}

/**
 * Usages that answer from sets (issue 14: the files domain asks the attaching domains): templates
 * are public; 'application' files go to their corporation; no domain answers for 'response'.
 */
function fakeUsages(attached: Set<string>): FileUsage[] {
  const base = { attachedAmong: async (_db: unknown, fileIds: readonly string[]) => new Set(fileIds.filter((id) => attached.has(id))) };
  return [
    { purpose: 'template', ...base, isPublic: async () => true, mayDownload: async () => true },
    { purpose: 'application', ...base, isPublic: async () => false, mayDownload: async (_db, actor, file) => actor.org_id === file.org_id },
    { purpose: 'announcement', ...base, isPublic: async () => false, mayDownload: async (_db, actor) => actor.user_type === 'admin' },
  ];
}

for (const target of openTestDatabases()) {
  describe(`files service on ${target.name}: uploads, downloads through the attaching domains, the sweeper`, () => {
    let handle: DatabaseHandle;
    let files: FilesService;
    let clock = NOW;
    const attached = new Set<string>();

    const store = async (by: User, purpose: FilePurpose, name = 'a.pdf') => (await files.store({ user: by, purpose, orgId: by.org_id, name, content: PDF })).id;
    const exists = async (id: string) => (await handle.db.selectFrom('stored_files').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

    beforeAll(async () => {
      handle = await target.open();
      await handle.db
        .insertInto('organisations')
        .values({ id: 'org_a', name: '甲公司', credit_code: '91320000000000000A', legal_person: '张三', address: '南京', created_at: NOW })
        .execute();
      await handle.db.insertInto('users').values([ADMIN, CORP]).execute();
      files = createFilesService({ db: handle.db, now: () => clock, ratePerMinute: 2, usages: fakeUsages(attached) });
    });
    afterAll(async () => {
      await handle.close();
    });
    beforeEach(() => {
      clock += 61_000;
    });

    it('stores a checked upload and refuses a renamed one without writing anything', async () => {
      const id = await store(CORP, 'application', '营业执照.pdf');
      const row = await handle.db.selectFrom('stored_files').select(['name', 'content_type', 'org_id']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ name: '营业执照.pdf', content_type: 'application/pdf', org_id: 'org_a' });
      const before = await handle.db.selectFrom('stored_files').select('id').execute();
      expect(await outcome(files.store({ user: CORP, purpose: 'application', orgId: 'org_a', name: 'a.png', content: PDF }))).toBe('400/4000');
      expect(await handle.db.selectFrom('stored_files').select('id').execute()).toHaveLength(before.length);
    });

    it('counts uploads per account and minute, in the database (issue 20)', async () => {
      await files.takeUploadSlot(ADMIN);
      await files.takeUploadSlot(ADMIN);
      expect(await outcome(files.takeUploadSlot(ADMIN))).toBe('429/4290');
      await files.takeUploadSlot(CORP);
      // Another service on the same database (another node) sees the same count.
      const otherNode = createFilesService({ db: handle.db, now: () => clock, ratePerMinute: 2, usages: fakeUsages(attached) });
      expect(await outcome(otherNode.takeUploadSlot(ADMIN))).toBe('429/4290');
      clock += 60_000;
      expect(await outcome(files.takeUploadSlot(ADMIN))).toBe('ok');
    });

    it('issue 20 concurrent uploads of one account never pass the day quota together', async () => {
      const uploader = user('usr_quota', 'second', 'org_a');
      await handle.db.insertInto('users').values(uploader).execute();
      const quoted = createFilesService({ db: handle.db, now: () => clock, ratePerMinute: 100, quota: { perDayFiles: 2 }, usages: fakeUsages(attached) });
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          outcome(quoted.store({ user: uploader, purpose: 'application', orgId: 'org_a', name: `q${index}.pdf`, content: PDF })),
        ),
      );
      expect(outcomes.sort()).toEqual(['429/4290', '429/4290', '429/4290', '429/4290', 'ok', 'ok']);
      expect(await handle.db.selectFrom('stored_files').select('id').where('uploaded_by', '=', uploader.id).execute()).toHaveLength(2);
    });

    it('decides a download in order: unknown → 4011, public without asking who, otherwise the domain on the caller → 403', async () => {
      const template = await store(ADMIN, 'template');
      const application = await store(CORP, 'application');
      const response = await store(CORP, 'response');
      let asked = 0;
      const as = (who: User) => async () => {
        asked += 1;
        return who;
      };
      expect(await outcome(files.forDownload('fil_000000000000000000000000', as(ADMIN)))).toBe('404/4011');
      expect((await files.forDownload(template, as(CORP))).content.equals(PDF)).toBe(true);
      expect(asked).toBe(0);
      expect(await outcome(files.forDownload(application, as(CORP)))).toBe('ok');
      expect(await outcome(files.forDownload(application, as(ADMIN)))).toBe('403/4030');
      // No domain answers for 'response' here: admins only.
      expect(await outcome(files.forDownload(response, as(CORP)))).toBe('403/4030');
      expect(await outcome(files.forDownload(response, as(ADMIN)))).toBe('ok');
      expect(asked).toBe(4);
    });

    it('sweeps old uploads nothing attaches, keeps attached, recent and unclaimed ones', async () => {
      await handle.db.deleteFrom('stored_files').execute();
      const loose = await store(CORP, 'application');
      const inUse = await store(CORP, 'application');
      const template = await store(ADMIN, 'template');
      const unclaimed = await store(CORP, 'response');
      attached.add(inUse);
      clock += 25 * HOUR;
      const recent = await store(ADMIN, 'announcement');
      expect(await files.sweepUnattached()).toBe(2);
      expect(await Promise.all([loose, inUse, template, unclaimed, recent].map(exists))).toEqual([false, true, false, true, true]);
      attached.delete(inUse);
      clock += 25 * HOUR;
      expect(await files.sweepUnattached()).toBe(2);
      expect(await Promise.all([inUse, unclaimed, recent].map(exists))).toEqual([false, true, false]);
      expect(await files.sweepUnattached()).toBe(0);
    });
  });
}
