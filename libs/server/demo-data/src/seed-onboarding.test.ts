import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabases, trackedDatabases } from '@portal/server-db/testing';
import { seedDemoData } from './seed';
import { OPEN_DOMAIN_COUNT, seedOnboarding } from './seed-onboarding';
import { REVIEWER_DOMAINS } from './seed-shared';

const NOW = Date.UTC(2026, 10, 22, 0, 0, 0);

for (const target of openTestDatabases()) {
  describe(`onboarding demo data on ${target.name} (issue 6)`, () => {
    const { open, closeAll } = trackedDatabases(target);
    afterEach(closeAll);

    it('opens the first eight domains, closes the rest, assigns the reviewers, and runs once', async () => {
      const handle = await open();
      const result = await seedDemoData(handle.db, { now: NOW });
      expect(result.onboarding).toEqual({ seeded: true, openDomains: OPEN_DOMAIN_COUNT, reviewerDomains: REVIEWER_DOMAINS.length });
      const configs = await handle.db
        .selectFrom('domain_entry_configs as c')
        .innerJoin('data_domains as d', 'd.id', 'c.domain_id')
        .select(['d.sort_order', 'c.status'])
        .orderBy('d.sort_order')
        .execute();
      expect(configs.map((row) => row.status)).toEqual(configs.map((_, index) => (index < OPEN_DOMAIN_COUNT ? 'open' : 'closed')));
      const reviewers = await handle.db
        .selectFrom('reviewer_domains as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select(['u.account', 'u.user_type', 'r.domain_id'])
        .orderBy('u.account')
        .execute();
      expect(reviewers).toEqual([
        { account: 'reviewer.culture', user_type: 'user', domain_id: 'dom_culture' },
        { account: 'reviewer.health', user_type: 'user', domain_id: 'dom_health' },
        { account: 'reviewer.traffic', user_type: 'user', domain_id: 'dom_traffic' },
      ]);
      expect(await seedOnboarding(handle.db, { now: NOW + 1 })).toEqual({ seeded: false, openDomains: 0, reviewerDomains: 0 });
    });
  });
}
