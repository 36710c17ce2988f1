import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InsertQueryNode, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateToLatest, openDatabase, type DataProduct, type DataResource, type Database, type DatabaseHandle } from '@portal/server-db';
import { openTestDatabases, trackedDatabases } from '@portal/server-db/testing';
import { seedDemoData } from './seed';
import { CATALOGUE_DEPARTMENTS, CATALOGUE_DOMAINS, isCatalogueSeeded, seedCatalogue, type CatalogueField } from './seed-catalogue';
import { seedIdentity } from './seed-identity';
import { mulberry32 } from './seed-shared';

const NOW = Date.UTC(2026, 0, 5, 1, 30); // 2026-01-05 09:30 Beijing time
const DAY = 86_400_000;
const YEAR = 365 * DAY;

async function allRows(handle: DatabaseHandle) {
  const { db } = handle;
  return {
    departments: await db.selectFrom('departments').selectAll().orderBy('id').execute(),
    data_domains: await db.selectFrom('data_domains').selectAll().orderBy('id').execute(),
    data_resources: await db.selectFrom('data_resources').selectAll().orderBy('id').execute(),
    data_products: await db.selectFrom('data_products').selectAll().orderBy('id').execute(),
  };
}

async function hashOf(handle: DatabaseHandle): Promise<string> {
  return createHash('sha256')
    .update(JSON.stringify(await allRows(handle)))
    .digest('hex');
}

const parse = (text: string): unknown => JSON.parse(text);

/** Newest first, ties by id: the order the list query uses. */
const byUpdatedDesc = (a: DataResource, b: DataResource) => b.updated_at - a.updated_at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

describe('seedCatalogue across engines', () => {
  it('writes the same rows on every engine', async () => {
    const hashes: string[] = [];
    for (const target of openTestDatabases()) {
      const handle = await target.open();
      try {
        await seedDemoData(handle.db, { now: NOW });
        hashes.push(await hashOf(handle));
      } finally {
        await handle.close();
      }
    }
    expect(new Set(hashes).size).toBe(1);
  });
});

describe('mulberry32', () => {
  it('is deterministic and uniform enough', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const values = Array.from({ length: 10_000 }, () => a());
    expect(values.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => b()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });
});

describe('catalogue constants', () => {
  it('has ≥ 20 departments and ≥ 12 domains with unique ids, each domain published by known departments', () => {
    expect(CATALOGUE_DEPARTMENTS.length).toBeGreaterThanOrEqual(20);
    expect(CATALOGUE_DOMAINS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(CATALOGUE_DEPARTMENTS.map((dept) => dept.id)).size).toBe(CATALOGUE_DEPARTMENTS.length);
    expect(new Set(CATALOGUE_DOMAINS.map((domain) => domain.id)).size).toBe(CATALOGUE_DOMAINS.length);
    expect(new Set(CATALOGUE_DOMAINS.map((domain) => domain.abbr)).size).toBe(CATALOGUE_DOMAINS.length);
    const departmentIds = new Set(CATALOGUE_DEPARTMENTS.map((dept) => dept.id));
    for (const domain of CATALOGUE_DOMAINS) {
      for (const id of domain.departments) expect(departmentIds.has(id)).toBe(true);
    }
    expect(CATALOGUE_DEPARTMENTS.map((dept) => dept.name)).toContain('江苏省交通运输厅');
    expect(CATALOGUE_DOMAINS.find((domain) => domain.id === 'dom_traffic')?.name).toBe('交通运输');
  });
});

for (const target of openTestDatabases()) {
  describe(`seedCatalogue (${target.name})`, () => {
    const { open, closeAll } = trackedDatabases(target);
    afterEach(closeAll);

    // One seeded database for the read-only checks.
    let seeded: DatabaseHandle;
    let rows: Awaited<ReturnType<typeof allRows>>;
    beforeAll(async () => {
      seeded = await target.open();
      const result = await seedDemoData(seeded.db, { now: NOW });
      expect(result.catalogue).toEqual({
        seeded: true,
        departments: CATALOGUE_DEPARTMENTS.length,
        domains: CATALOGUE_DOMAINS.length,
        resources: 520,
        products: 64,
      });
      rows = await allRows(seeded);
    });
    afterAll(() => seeded.close());

    it('seeds ≥ 20 departments, ≥ 12 domains, 520 resources and ≥ 60 products (from seedDemoData)', () => {
      expect(rows.departments.length).toBeGreaterThanOrEqual(20);
      expect(rows.data_domains.length).toBeGreaterThanOrEqual(12);
      expect(rows.data_resources).toHaveLength(520);
      expect(rows.data_products.length).toBeGreaterThanOrEqual(60);
      for (const domain of rows.data_domains) {
        expect(domain.description).toMatch(/。$/);
        // Every domain gets resources and products.
        expect(rows.data_resources.filter((resource) => resource.domain_id === domain.id).length).toBeGreaterThan(20);
        expect(rows.data_products.some((product) => product.domain_id === domain.id)).toBe(true);
      }
    });

    it('gives every resource a unique code of its domain, a department of its domain, and plausible values', () => {
      const domains = new Map(CATALOGUE_DOMAINS.map((domain) => [domain.id, domain]));
      const codes = new Set<string>();
      for (const resource of rows.data_resources) {
        const domain = domains.get(resource.domain_id);
        expect(domain).toBeDefined();
        expect(resource.code).toMatch(new RegExp(`^320000-${domain?.abbr}-\\d{6}$`));
        codes.add(resource.code);
        expect(domain?.departments).toContain(resource.department_id);
        expect(['realtime', 'daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'irregular']).toContain(resource.update_frequency);
        expect(resource.record_count).toBeGreaterThanOrEqual(100);
        expect(resource.record_count).toBeLessThanOrEqual(100_000_000);
        expect(resource.name).toMatch(/[\u4e00-\u9fff]{4,}/);
        expect(resource.description).toMatch(/。$/);
        expect(resource.published_at).toBeGreaterThanOrEqual(NOW - 3 * YEAR - 2 * 86_400_000);
        expect(resource.updated_at).toBeGreaterThanOrEqual(resource.published_at);
        expect(resource.updated_at).toBeLessThanOrEqual(NOW);
      }
      expect(codes.size).toBe(rows.data_resources.length);
    });

    it('stores JSON columns that parse and hold what the schema says', () => {
      const formats = ['CSV', 'JSON', 'XLSX', 'XML', 'API', 'PDF'];
      const types = ['string', 'integer', 'decimal', 'date', 'datetime', 'boolean'];
      for (const resource of rows.data_resources) {
        const resourceFormats = parse(resource.formats) as string[];
        expect(Array.isArray(resourceFormats)).toBe(true);
        expect(resourceFormats.length).toBeGreaterThanOrEqual(1);
        expect(resourceFormats.length).toBeLessThanOrEqual(3);
        expect(new Set(resourceFormats).size).toBe(resourceFormats.length);
        for (const format of resourceFormats) expect(formats).toContain(format);
        if (resource.update_frequency === 'realtime') expect(resourceFormats).toContain('API');
        // The bits the format filter and facet read say the same as the JSON list.
        expect(Number(resource.format_mask)).toBe(resourceFormats.reduce((mask, format) => mask | (1 << formats.indexOf(format)), 0));

        const fields = parse(resource.field_schema) as CatalogueField[];
        expect(fields.length).toBeGreaterThanOrEqual(4);
        expect(fields.length).toBeLessThanOrEqual(10);
        expect(new Set(fields.map((field) => field.name)).size).toBe(fields.length);
        for (const field of fields) {
          expect(Object.keys(field).sort()).toEqual(['description', 'label', 'name', 'type']);
          expect(field.name).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
          expect(field.label).toMatch(/[\u4e00-\u9fff]/);
          expect(types).toContain(field.type);
          expect(field.description.length).toBeGreaterThan(0);
        }

        const tags = parse(resource.tags) as string[];
        expect(tags.length).toBeGreaterThanOrEqual(1);
        expect(tags.length).toBeLessThanOrEqual(4);
        for (const tag of tags) expect(typeof tag).toBe('string');
      }
      for (const product of rows.data_products) {
        const scenarios = parse(product.scenarios) as string[];
        expect(scenarios.length).toBeGreaterThanOrEqual(1);
        expect(scenarios.length).toBeLessThanOrEqual(3);
        for (const scenario of scenarios) expect(typeof scenario).toBe('string');
      }
    });

    it('spreads open types ~45 % / ~45 % / ~10 %, and spreads frequencies', () => {
      const share = (type: DataResource['open_type']) =>
        rows.data_resources.filter((resource) => resource.open_type === type).length / rows.data_resources.length;
      expect(share('unconditional')).toBeGreaterThan(0.37);
      expect(share('unconditional')).toBeLessThan(0.53);
      expect(share('conditional')).toBeGreaterThan(0.37);
      expect(share('conditional')).toBeLessThan(0.53);
      expect(share('closed')).toBeGreaterThan(0.05);
      expect(share('closed')).toBeLessThan(0.15);
      expect(new Set(rows.data_resources.map((resource) => resource.update_frequency)).size).toBe(7);
    });

    it('gives every product an existing, enabled operator and spreads the product types', async () => {
      const organisations = await seeded.db
        .selectFrom('organisations')
        .innerJoin('users', 'users.org_id', 'organisations.id')
        .select(['organisations.id', 'users.enabled'])
        .where('users.user_type', '=', 'second')
        .execute();
      const enabled = new Map(organisations.map((org) => [org.id, org.enabled]));
      for (const product of rows.data_products) {
        expect(enabled.get(product.org_id), product.org_id).toBe(1);
        expect(product.description).toMatch(/。$/);
        expect(product.updated_at).toBeGreaterThanOrEqual(product.published_at);
        expect(product.updated_at).toBeLessThanOrEqual(NOW);
      }
      const types = new Map<DataProduct['product_type'], number>();
      for (const product of rows.data_products) types.set(product.product_type, (types.get(product.product_type) ?? 0) + 1);
      for (const type of ['api', 'dataset', 'report', 'application'] as const) expect(types.get(type) ?? 0).toBeGreaterThanOrEqual(10);
      expect(rows.data_products.find((product) => product.name === '企业信用画像API')?.product_type).toBe('api');
    });

    it('answers the list query (domain + department, newest first, 20 rows) like a filter over all rows', async () => {
      for (const [domainId, departmentId] of [
        ['dom_traffic', 'dept_jtt'],
        ['dom_health', 'dept_ybj'],
        ['dom_social', 'dept_mzt'],
      ] as const) {
        const listed = await seeded.db
          .selectFrom('data_resources')
          .selectAll()
          .where('domain_id', '=', domainId)
          .where('department_id', '=', departmentId)
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .limit(20)
          .execute();
        const expected = rows.data_resources
          .filter((resource) => resource.domain_id === domainId && resource.department_id === departmentId)
          .sort(byUpdatedDesc);
        expect(expected.length).toBeGreaterThan(0);
        expect(listed).toEqual(expected.slice(0, 20));
      }
    });

    it('is deterministic: two fresh databases get identical rows, whatever the batch size', async () => {
      const [a, b] = await Promise.all([open(), open()]);
      await seedDemoData(a.db, { now: NOW });
      await seedDemoData(b.db, { now: NOW + 0 });
      const expected = await hashOf(seeded);
      expect(await hashOf(a)).toBe(expected);
      expect(await hashOf(b)).toBe(expected);

      const small = await open();
      await seedDemoData(small.db, { now: NOW, resources: 0 });
      await small.db.deleteFrom('data_products').execute();
      // What refers to the domains and departments goes first (issue 6's entry configs and reviewers' domains, issue 22's reviewers' departments).
      await small.db.deleteFrom('reviewer_domains').execute();
      await small.db.deleteFrom('reviewer_departments').execute();
      await small.db.deleteFrom('domain_entry_configs').execute();
      await small.db.deleteFrom('data_domains').execute();
      await small.db.deleteFrom('departments').execute();
      await seedCatalogue(small.db, { now: NOW, batchSize: 7 });
      expect(await hashOf(small)).toBe(expected);
    });

    it('is idempotent: a second run writes nothing and changes nothing', async () => {
      const before = await hashOf(seeded);
      await expect(seedCatalogue(seeded.db, { now: NOW + 86_400_000, resources: 10 })).resolves.toEqual({
        seeded: false,
        departments: 0,
        domains: 0,
        resources: 0,
        products: 0,
      });
      const again = await seedDemoData(seeded.db, { now: NOW + 86_400_000 });
      expect(again.seeded).toBe(false);
      expect(again.catalogue.seeded).toBe(false);
      expect(await hashOf(seeded)).toBe(before);
    });

    it('seeds the catalogue into a database whose identity data came first, at any size', async () => {
      const handle = await open();
      await seedDemoData(handle.db, { now: NOW, resources: 0 });
      expect(await handle.db.selectFrom('data_resources').select('id').execute()).toHaveLength(0);
      await handle.db.deleteFrom('data_products').execute();
      await handle.db.deleteFrom('reviewer_domains').execute();
      await handle.db.deleteFrom('reviewer_departments').execute();
      await handle.db.deleteFrom('domain_entry_configs').execute();
      await handle.db.deleteFrom('data_domains').execute();
      await handle.db.deleteFrom('departments').execute();
      const result = await seedDemoData(handle.db, { now: NOW, resources: 1234 });
      expect(result.seeded).toBe(false);
      expect(result.catalogue).toMatchObject({ seeded: true, resources: 1234 });
      const codes = await handle.db.selectFrom('data_resources').select('code').execute();
      expect(new Set(codes.map((row) => row.code)).size).toBe(1234);
    });

    it('rejects bad options', async () => {
      const handle = await open();
      await expect(seedCatalogue(handle.db, { now: -1 })).rejects.toThrow(RangeError);
      await expect(seedCatalogue(handle.db, { now: NOW, resources: 1.5 })).rejects.toThrow(RangeError);
      await expect(seedCatalogue(handle.db, { now: NOW, batchSize: 0 })).rejects.toThrow(RangeError);
    });
  });
}

/** The default catalogue's ids, names and values, as they have been since issue 5 (tests elsewhere depend on them). */
const DEFAULT_CATALOGUE_DIGEST = 'ed94c6d11ab37add3e5a65b8633a07000642ca4d1a7f1e93836e72de58fbca74';

/** A database whose `failAt`-th INSERT into `table` fails, as if the process died there: its transaction never commits. */
function failingAt(db: Kysely<Database>, table: string, failAt: number): Kysely<Database> {
  let inserts = 0;
  return db.withPlugin({
    transformQuery({ node }) {
      if (InsertQueryNode.is(node) && node.into?.table.identifier.name === table && ++inserts === failAt) throw new Error('simulated crash');
      return node;
    },
    transformResult: async ({ result }) => result,
  });
}

async function catalogueRows(db: Kysely<Database>) {
  return {
    departments: await db.selectFrom('departments').selectAll().orderBy('id').execute(),
    data_domains: await db.selectFrom('data_domains').selectAll().orderBy('id').execute(),
    data_resources: await db.selectFrom('data_resources').selectAll().orderBy('id').execute(),
    data_products: await db.selectFrom('data_products').selectAll().orderBy('id').execute(),
  };
}

const catalogueHash = async (db: Kysely<Database>) =>
  createHash('sha256')
    .update(JSON.stringify(await catalogueRows(db)))
    .digest('hex');

const resourceCount = async (db: Kysely<Database>) =>
  Number(
    (
      await db
        .selectFrom('data_resources')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

for (const target of openTestDatabases()) {
  describe(`seedCatalogue in bounded transactions (${target.name}, issue 16)`, () => {
    const { open, closeAll } = trackedDatabases(target);
    afterEach(closeAll);

    // 130 resources, 40 per transaction (4 transactions), 7 per INSERT (6 INSERTs per transaction).
    const SIZE = 130;
    const STEPS = { transactionRows: 40, batchSize: 7 } as const;

    /** A database with the identity rows only (the products need the organisations). */
    async function identityOnly() {
      const handle = await open();
      await seedIdentity(handle.db, NOW);
      return handle.db;
    }

    /** What one uninterrupted seed of `resources` at `now` writes. */
    const expected = new Map<string, Promise<string>>();
    function reference(resources: number, now = NOW): Promise<string> {
      const key = `${resources}@${now}`;
      let hash = expected.get(key);
      if (!hash) {
        hash = identityOnly().then(async (db) => {
          await seedCatalogue(db, { now, resources });
          return catalogueHash(db);
        });
        expected.set(key, hash);
      }
      return hash;
    }
    afterAll(() => expected.clear());

    it('keeps the default catalogue: the same ids, names and values', async () => {
      const db = await identityOnly();
      await seedCatalogue(db, { now: NOW });
      const resources = await db
        .selectFrom('data_resources')
        .select(['id', 'code', 'name', 'department_id', 'domain_id', 'open_type', 'update_frequency', 'formats', 'record_count', 'published_at', 'updated_at'])
        .orderBy('id')
        .execute();
      const products = await db.selectFrom('data_products').select(['id', 'name', 'org_id', 'domain_id', 'published_at', 'updated_at']).orderBy('id').execute();
      const digest = createHash('sha256')
        .update(JSON.stringify([resources.map((row) => ({ ...row, record_count: Number(row.record_count) })), products]))
        .digest('hex');
      expect(digest).toBe(DEFAULT_CATALOGUE_DIGEST);
    });

    it('commits a catalogue larger than a transaction in several, to the rows one transaction writes', async () => {
      const db = await identityOnly();
      const transactions = vi.spyOn(db, 'transaction');
      const result = await seedCatalogue(db, { now: NOW, resources: SIZE, ...STEPS });
      expect(result).toEqual({ seeded: true, departments: CATALOGUE_DEPARTMENTS.length, domains: CATALOGUE_DOMAINS.length, resources: SIZE, products: 64 });
      expect(transactions).toHaveBeenCalledTimes(Math.ceil(SIZE / STEPS.transactionRows));
      expect(await catalogueHash(db)).toBe(await reference(SIZE));
    });

    it('a seed that stops half way keeps its committed steps, is not taken for complete, and is carried on to the rows one seed writes', async () => {
      const db = await identityOnly();
      // The 10th INSERT is in the second transaction: the first one's 40 resources stay.
      await expect(seedCatalogue(failingAt(db, 'data_resources', 10), { now: NOW, resources: SIZE, ...STEPS })).rejects.toThrow('simulated crash');
      expect(await resourceCount(db)).toBe(40);
      expect(await db.selectFrom('data_products').select('id').execute()).toHaveLength(0);
      expect(await isCatalogueSeeded(db)).toBe(false);

      // The next start has another clock: the seed goes on with the first one's, as if it had never stopped.
      const result = await seedCatalogue(db, { now: NOW + 3 * DAY, resources: SIZE, ...STEPS });
      expect(result).toMatchObject({ seeded: true, resources: SIZE, products: 64, resumedFrom: 40 });
      expect(await isCatalogueSeeded(db)).toBe(true);
      expect(await catalogueHash(db)).toBe(await reference(SIZE));
      await expect(seedCatalogue(db, { now: NOW, resources: SIZE })).resolves.toMatchObject({ seeded: false });
    });

    it('a seed that stopped in its last transaction writes no products: the next carries it on', async () => {
      const db = await identityOnly();
      await expect(seedCatalogue(failingAt(db, 'data_products', 1), { now: NOW, resources: SIZE, ...STEPS })).rejects.toThrow('simulated crash');
      expect(await resourceCount(db)).toBe(120);
      expect(await isCatalogueSeeded(db)).toBe(false);
      await expect(seedCatalogue(db, { now: NOW + DAY, resources: SIZE, ...STEPS })).resolves.toMatchObject({ resumedFrom: 120 });
      expect(await catalogueHash(db)).toBe(await reference(SIZE));
    });

    it('asked for fewer resources than a stopped seed wrote, keeps the first ones', async () => {
      const db = await identityOnly();
      // The 16th INSERT is in the third transaction: 80 resources stay.
      await expect(seedCatalogue(failingAt(db, 'data_resources', 16), { now: NOW, resources: SIZE, ...STEPS })).rejects.toThrow('simulated crash');
      expect(await resourceCount(db)).toBe(80);
      await expect(seedCatalogue(db, { now: NOW + DAY, resources: 50, ...STEPS })).resolves.toMatchObject({ resources: 50, resumedFrom: 50 });
      expect(await catalogueHash(db)).toBe(await reference(50));
    });

    it('clears what it cannot carry on (a changed row, a gap) and writes the catalogue afresh', async () => {
      for (const spoil of [
        (db: Kysely<Database>) => db.updateTable('data_resources').set({ name: '改过的名称' }).where('id', '=', 'res_0000040').execute(),
        (db: Kysely<Database>) => db.deleteFrom('data_resources').where('id', '=', 'res_0000007').execute(),
      ]) {
        const db = await identityOnly();
        await expect(seedCatalogue(failingAt(db, 'data_resources', 10), { now: NOW, resources: SIZE, ...STEPS })).rejects.toThrow('simulated crash');
        await spoil(db);
        const result = await seedCatalogue(db, { now: NOW, resources: SIZE, ...STEPS });
        expect(result.seeded).toBe(true);
        expect(result.resumedFrom).toBeUndefined();
        expect(await catalogueHash(db)).toBe(await reference(SIZE));
      }
    });

    it('seedDemoData after a stopped catalogue seed completes it, then the publications and the index', async () => {
      const db = await identityOnly();
      await expect(seedCatalogue(failingAt(db, 'data_resources', 10), { now: NOW, resources: SIZE, ...STEPS })).rejects.toThrow('simulated crash');
      const result = await seedDemoData(db, { now: NOW + DAY, resources: SIZE });
      expect(result.catalogue).toMatchObject({ seeded: true, resumedFrom: 40 });
      expect(result.publications.seeded).toBe(true);
      expect(result.searchDocuments).toBeGreaterThan(SIZE);
      expect(await catalogueHash(db)).toBe(await reference(SIZE));
    });

    it('rejects a bad transaction size', async () => {
      const db = await identityOnly();
      await expect(seedCatalogue(db, { now: NOW, transactionRows: 0 })).rejects.toThrow(RangeError);
      await expect(seedCatalogue(db, { now: NOW, transactionRows: 2.5 })).rejects.toThrow(RangeError);
    });

    if (target.name === 'sqlite') {
      it("truncates SQLite's write-ahead log after a seed of several transactions", async () => {
        const dir = mkdtempSync(join(tmpdir(), 'portal-seed-'));
        const file = join(dir, 'seed.db');
        const handle = openDatabase({ url: file });
        try {
          await migrateToLatest(handle.db);
          await seedIdentity(handle.db, NOW);
          expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);
          await seedCatalogue(handle.db, { now: NOW, resources: 300, transactionRows: 100 });
          expect(statSync(`${file}-wal`).size).toBe(0);
          expect(await resourceCount(handle.db)).toBe(300);
        } finally {
          await handle.close();
          rmSync(dir, { recursive: true, force: true });
        }
      });
    }
  });
}
