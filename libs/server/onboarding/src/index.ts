export {
  applicationAccess,
  maySeeApplication,
  mayOpenQueue,
  mayManageEntries,
  mayDownloadApplicationFile,
  ownerRefusal,
  reviewRefusal,
  reviewsAt,
  type ApplicationAccess,
  type ApplicationFacts,
  type OwnerAction,
  type OwnerRefusal,
  type ReviewRefusal,
} from './onboarding.policy';
export type { ApplicationWithTrail } from './onboarding.types';
export { saveDraft, submitApplication, withdrawApplication, reviewApplication, getApplication } from './onboarding.service';
export { setEntryStatus, updateEntry, deleteEntry } from './entry-config.service';
export { createOnboardingService, type OnboardingService } from './onboarding.binding';
export { applicationDetail, myApplications, reviewQueue } from './onboarding.views';
export { domainOptions, entryConfigs, entryConfig, entryFiles } from './entry-config.views';
export { applicationFileUsage, templateFileUsage } from './onboarding.file-usage';
export { reviewerDomainsOf, reviewerDomainsNamed, assignReviewerDomains } from './onboarding.repository';
export {
  applicationFactsOf,
  applicationStatusCounts,
  countApplications,
  entryCounts,
  latestApplicationAmong,
  latestApplications,
  openDomainsFor,
  recentDecisionsBy,
  organisationsThatApplied,
  applicationTallies,
  applicationsAmong,
} from './onboarding-home.repository';
