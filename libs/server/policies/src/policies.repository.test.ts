import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@portal/server-db';
import { openTestDatabases } from '@portal/server-db/testing';
import { seedDemoData } from '@portal/server-demo-data';
import type { HttpError } from '@portal/server-core';
import { countPolicies, latestPolicies, listPolicies, policyAttachments, policyDetail } from './index';

const sum = (buckets: { count: number }[]) => buckets.reduce((total, bucket) => total + bucket.count, 0);

for (const target of openTestDatabases()) {
  describe(`policies repository on ${target.name} (issue 14)`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await target.open();
      await seedDemoData(handle.db, { now: Date.UTC(2026, 10, 22, 2) });
    }, 120_000);
    afterAll(() => handle.close());

    it('lists policies with facets that add up, and gives what the home wall shows in the same order', async () => {
      const list = await listPolicies(handle.db, { page: 1, pageSize: 8 });
      expect(list.total).toBe(await countPolicies(handle.db));
      expect(sum(list.facets.level)).toBe(list.total);
      expect(sum(list.facets.year)).toBe(list.total);
      const latest = await latestPolicies(handle.db, 8);
      expect(latest).toEqual(list.items.map(({ id, title, issuer, issuedAt }) => ({ id, title, issuer, issuedAt })));
    });

    it('gives a policy and its attachments; an unknown one is not found', async () => {
      const [first] = (await listPolicies(handle.db, { page: 1, pageSize: 1 })).items;
      const detail = await policyDetail({ db: handle.db, now: Date.now }, first!.id);
      expect(await policyAttachments(handle.db, first!.id)).toEqual(detail.attachments);
      expect(await policyAttachments(handle.db, 'pol_9999')).toBeUndefined();
      await expect(policyDetail({ db: handle.db, now: Date.now }, 'pol_9999')).rejects.toMatchObject({ status: 404, code: 4011 } satisfies Partial<HttpError>);
    });
  });
}
