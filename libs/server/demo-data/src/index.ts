export { seedDemoData, type SeedDemoDataOptions, type SeedResult } from './seed';
export { isSeeded, DEMO_ACCOUNTS, type DemoAccount } from './seed-identity';
export { DEMO_PASSWORDS, DEMO_ORGANISATIONS, DEMO_RIGHTS, REVIEWER_DOMAINS, type DemoOrganisation } from './seed-shared';
export {
  seedCatalogue,
  isCatalogueSeeded,
  CATALOGUE_DEPARTMENTS,
  CATALOGUE_DOMAINS,
  CATALOGUE_TRANSACTION_ROWS,
  type SeedCatalogueOptions,
  type SeedCatalogueResult,
} from './seed-catalogue';
export {
  seedPublications,
  isPublicationsSeeded,
  MAX_SEEDED_PUBLICATIONS,
  type SeedPublicationsOptions,
  type SeedPublicationsResult,
} from './seed-publications';
export { seedOnboarding, OPEN_DOMAIN_COUNT, type SeedOnboardingResult } from './seed-onboarding';
export { seedRecords, DEMO_RECORDS_PER_RESOURCE, DEMO_RECORD_RESOURCES, type SeedRecordsResult } from './seed-records';
export { syntheticRecords } from './synthetic-records';
