import type { Kysely } from 'kysely';
import type { Database } from '@portal/server-db';
import { createSearchIndex } from '@portal/server-search';
import { seedCatalogue, type SeedCatalogueResult } from './seed-catalogue';
import { seedIdentity, type SeedIdentityResult } from './seed-identity';
import { seedOnboarding, seedReviewerDepartments, type SeedOnboardingResult } from './seed-onboarding';
import { seedPublications, type SeedPublicationsResult } from './seed-publications';
import { seedRecords, type SeedRecordsResult } from './seed-records';
import { truncateWriteAheadLog } from './seed-shared';

/**
 * Demo data (architecture §7): a deterministic, idempotent seeder with realistic Jiangsu
 * content, composed here from its parts (each written on its own terms, in this order):
 * identity (./seed-identity.ts), the catalogue (./seed-catalogue.ts), publications
 * (./seed-publications.ts), onboarding (./seed-onboarding.ts), then the search index.
 * The parts share only ./seed-shared.ts, so they import neither this module nor each other's
 * seeding functions. DEMO ONLY: never use this seeder on a production database.
 */

export interface SeedResult extends SeedIdentityResult {
  /** The catalogue, seeded on its own terms (also into a database seeded before it existed). */
  catalogue: SeedCatalogueResult;
  /** News, policies, calls, pages and the home wall (after the catalogue: the wall features it). */
  publications: SeedPublicationsResult;
  /** Entry configurations and reviewers' domains (issue 6). */
  onboarding: SeedOnboardingResult;
  /** Items (re)indexed for search; 0 when the index was already in step. */
  searchDocuments: number;
  /** Synthetic rows of the catalogue's first resources (issue 22). */
  records: SeedRecordsResult;
}

export interface SeedDemoDataOptions {
  /** Epoch ms: stamps every row, so equal options give equal rows. */
  now: number;
  /** Data resources in the catalogue (default 520; benchmarks: 10 000 … 1 000 000). */
  resources?: number;
  /** News items (default the demo set of 126; a number gives that many over three years). */
  news?: number;
  /** Policies (default the demo set of 64; a number gives that many over three years). */
  policies?: number;
  /** Rows per resource (issue 22; default DEMO_RECORDS_PER_RESOURCE; 0 loads none, as the API tests do unless they ask). */
  records?: number;
}

/** Above this many rows written, a seed on SQLite ends by truncating the write-ahead log. */
const LARGE_SEED_ROWS = 20_000;

/**
 * Writes the demo identity data in one transaction, unless it is there already, then the
 * catalogue (skipped when complete; written in bounded transactions, and carried on when a seed
 * stopped half way), the publications, the onboarding data and the search index. Every part is
 * written on its own terms: see ./seed-catalogue.ts and ./seed-publications.ts for the options.
 */
export async function seedDemoData(db: Kysely<Database>, options: SeedDemoDataOptions): Promise<SeedResult> {
  const { now, resources, news, policies, records: perResource } = options;
  if (!Number.isSafeInteger(now) || now < 0) throw new RangeError('seedDemoData: now must be epoch milliseconds');
  const identity = await seedIdentity(db, now);
  const catalogue = await seedCatalogue(db, { now, ...(resources !== undefined && { resources }) });
  const publications = await seedPublications(db, { now, ...(news !== undefined && { news }), ...(policies !== undefined && { policies }) });
  const onboarding = await seedOnboarding(db, { now });
  await seedReviewerDepartments(db);
  const records = await seedRecords(db, { now, ...(perResource !== undefined && { perResource }) });
  // The search index follows what was just seeded (and is built once for a database seeded before it existed).
  const index = createSearchIndex(db);
  const searchDocuments = catalogue.seeded || publications.seeded || !(await index.isBuilt()) ? await index.rebuild() : 0;
  // The index is written in transactions of its own after the catalogue's: the log is cut once, at the end.
  if (searchDocuments > LARGE_SEED_ROWS) await truncateWriteAheadLog(db);
  return { ...identity, catalogue, publications, onboarding, searchDocuments, records };
}
