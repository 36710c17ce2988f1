import type { Kysely } from 'kysely';
import type { Database } from '@portal/server-db';
import { createSearchIndex } from '@portal/server-search';
import { seedCatalogue, type SeedCatalogueResult } from './seed-catalogue';
import { seedIdentity, type SeedIdentityResult } from './seed-identity';
import { seedOnboarding, type SeedOnboardingResult } from './seed-onboarding';
import { seedPublications, type SeedPublicationsResult } from './seed-publications';

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
}

/**
 * Writes the demo identity data in one transaction, unless it is there already, then the
 * catalogue (its own transaction, skipped when present; `resources` data resources, default
 * 520), the publications and the onboarding data. `now` (epoch ms) stamps every row, so equal
 * `now` gives equal rows.
 */
export async function seedDemoData(db: Kysely<Database>, options: { now: number; resources?: number }): Promise<SeedResult> {
  const { now } = options;
  if (!Number.isSafeInteger(now) || now < 0) throw new RangeError('seedDemoData: now must be epoch milliseconds');
  const identity = await seedIdentity(db, now);
  const catalogue = await seedCatalogue(db, { now, ...(options.resources !== undefined && { resources: options.resources }) });
  const publications = await seedPublications(db, { now });
  const onboarding = await seedOnboarding(db, { now });
  // The search index follows what was just seeded (and is built once for a database seeded before it existed).
  const index = createSearchIndex(db);
  const searchDocuments = catalogue.seeded || publications.seeded || (await index.isEmpty()) ? await index.rebuild() : 0;
  return { ...identity, catalogue, publications, onboarding, searchDocuments };
}
