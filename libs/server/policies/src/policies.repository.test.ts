import { describe, expect, it } from 'vitest';
import { openTestDatabases } from '@portal/server-db/testing';
import { useSeededDatabase } from '@portal/server-demo-data/testing';
import type { HttpError } from '@portal/server-core';
import { countPolicies, latestPolicies, listPolicies, policyAttachments, policyDetail } from './index';

const sum = (buckets: { count: number }[]) => buckets.reduce((total, bucket) => total + bucket.count, 0);

for (const target of openTestDatabases()) {
  describe(`policies repository on ${target.name} (issue 14)`, () => {
    const seeded = useSeededDatabase(target);

    it('lists policies with facets that add up, and gives what the home wall shows in the same order', async () => {
      const list = await listPolicies(seeded().db, { page: 1, pageSize: 8 });
      expect(list.total).toBe(await countPolicies(seeded().db));
      expect(sum(list.facets.level)).toBe(list.total);
      expect(sum(list.facets.year)).toBe(list.total);
      const latest = await latestPolicies(seeded().db, 8);
      expect(latest).toEqual(list.items.map(({ id, title, issuer, issuedAt }) => ({ id, title, issuer, issuedAt })));
    });

    it('gives a policy and its attachments; an unknown one is not found', async () => {
      const [first] = (await listPolicies(seeded().db, { page: 1, pageSize: 1 })).items;
      const detail = await policyDetail({ db: seeded().db, now: Date.now }, first!.id);
      expect(await policyAttachments(seeded().db, first!.id)).toEqual(detail.attachments);
      expect(await policyAttachments(seeded().db, 'pol_9999')).toBeUndefined();
      await expect(policyDetail({ db: seeded().db, now: Date.now }, 'pol_9999')).rejects.toMatchObject({
        status: 404,
        code: 4011,
      } satisfies Partial<HttpError>);
    });
  });
}
