export { seedDemoData, type SeedResult } from './seed';
export { isSeeded, DEMO_ACCOUNTS, type DemoAccount } from './seed-identity';
export { DEMO_PASSWORDS, DEMO_ORGANISATIONS, DEMO_RIGHTS, REVIEWER_DOMAINS, type DemoOrganisation } from './seed-shared';
export { seedCatalogue, isCatalogueSeeded, CATALOGUE_DEPARTMENTS, CATALOGUE_DOMAINS } from './seed-catalogue';
export { seedPublications, isPublicationsSeeded, type SeedPublicationsResult } from './seed-publications';
export { seedOnboarding, OPEN_DOMAIN_COUNT, type SeedOnboardingResult } from './seed-onboarding';
