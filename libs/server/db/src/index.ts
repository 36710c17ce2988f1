export { openDatabase, migrateToLatest, DEFAULT_SQLITE_FILE, type DatabaseHandle, type DatabaseEngine, type DatabaseOptions } from './database';
export { newId, newToken, sha256 } from './ids';
export type * from './schema';
export { hashPassword, verifyPassword, needsRehash, SCRYPT_PARAMS } from './password';
export {
  seedDemoData,
  isSeeded,
  DEMO_ACCOUNTS,
  DEMO_PASSWORDS,
  DEMO_ORGANISATIONS,
  DEMO_RIGHTS,
  type DemoAccount,
  type DemoOrganisation,
  type SeedResult,
} from './seed';
export { seedCatalogue, isCatalogueSeeded, CATALOGUE_DEPARTMENTS, CATALOGUE_DOMAINS } from './seed-catalogue';
export {
  seedPublications,
  isPublicationsSeeded,
  WALL_METRICS,
  type WallMetric,
  type StoredWallBlock,
  type SeedPublicationsResult,
} from './seed-publications';
export { attachmentUrl, renderAttachmentPdf, ATTACHMENT_KINDS, type AttachmentKind } from './attachments';
export {
  createSearchIndex,
  htmlText,
  parseList,
  newsDocument,
  policyDocument,
  SEARCH_DOCUMENT_TYPES,
  type SearchIndex,
  type SearchDocument,
  type SearchDocumentType,
  type SearchResult,
  type SearchRow,
} from './search/search-index';
export { planQuery, indexTokens, segmentWords, type QueryPlan } from './search/tokens';
export { seedOnboarding, REVIEWER_DOMAINS, OPEN_DOMAIN_COUNT, type SeedOnboardingResult } from './seed-onboarding';
