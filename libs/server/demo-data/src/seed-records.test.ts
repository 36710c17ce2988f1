import { describe, expect, it } from 'vitest';
import { isValidCreditCode } from '@portal/api-contract';
import { openTestDatabases } from '@portal/server-db/testing';
import { seedCatalogue } from './seed-catalogue';
import { seedIdentity } from './seed-identity';
import { DEMO_RECORD_RESOURCES, seedRecords } from './seed-records';
import { syntheticRecords } from './synthetic-records';
import { TEST_SEED_NOW } from './testing';

const NOW = TEST_SEED_NOW;

for (const target of openTestDatabases()) {
  describe(`demo rows of resources (issue 22, ${target.name})`, () => {
    it('loads capped rows for open and conditional resources only, once', async () => {
      const handle = await target.open();
      try {
        await seedIdentity(handle.db, NOW);
        await seedCatalogue(handle.db, { now: NOW, resources: 40 });
        const first = await seedRecords(handle.db, { now: NOW, perResource: 30 });
        const resources = await handle.db.selectFrom('data_resources').select(['id', 'open_type', 'record_count']).execute();
        const delivered = resources.filter((resource) => resource.open_type !== 'closed');
        expect(first.resources).toBe(delivered.length);
        const datasets = await handle.db.selectFrom('resource_datasets').selectAll().execute();
        expect(datasets.map((row) => row.resource_id).sort()).toEqual(delivered.map((resource) => resource.id).sort());
        for (const row of datasets) {
          const resource = delivered.find((candidate) => candidate.id === row.resource_id);
          expect(Number(row.row_count)).toBe(Math.min(30, Number(resource?.record_count)));
        }
        expect(await seedRecords(handle.db, { now: NOW, perResource: 30 })).toEqual({ resources: 0, rows: 0 });
        expect(DEMO_RECORD_RESOURCES).toBeGreaterThanOrEqual(520);
      } finally {
        await handle.close();
      }
    });
  });
}

describe('synthetic records', () => {
  const resource = {
    code: '320000-SC-000007',
    department: { name: '江苏省市场监督管理局' },
    fields: [
      { name: 'record_id', label: '记录编号', type: 'string' as const, description: '' },
      { name: 'credit_code', label: '统一社会信用代码', type: 'string' as const, description: '' },
      { name: 'longitude', label: '经度', type: 'decimal' as const, description: '' },
      { name: 'stat_date', label: '统计日期', type: 'date' as const, description: '' },
      { name: 'is_qualified', label: '是否合格', type: 'boolean' as const, description: '' },
    ],
  };

  it('are real in shape and the same for the same resource', () => {
    const rows = [...syntheticRecords(resource, 5, NOW)];
    expect(rows).toEqual([...syntheticRecords(resource, 5, NOW)]);
    expect(rows[0]?.['record_id']).toBe('320000-SC-000007-0000001');
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(resource.fields.map((field) => field.name));
      expect(isValidCreditCode(row['credit_code'])).toBe(true);
      expect(String(row['credit_code']).startsWith('9132')).toBe(true);
      expect(row['longitude']).toBeGreaterThan(116);
      expect(row['stat_date']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(typeof row['is_qualified']).toBe('boolean');
    }
  });
});
