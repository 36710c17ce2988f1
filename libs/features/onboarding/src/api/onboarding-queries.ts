import { applicationQuery } from './get-application';
import { domainOptionsQuery } from './get-domain-options';
import { entryConfigsQuery } from './get-entry-configs';
import { entryFilesQuery } from './get-entry-files';
import { reviewerDomainsQuery } from './get-primary-home';
import { reviewListQuery } from './get-review-list';
import { onboardingKeys } from './keys';

/** The feature's query factory (house style): keys general → specific, so invalidating `reviewLists()` works. */
export const onboardingQueries = {
  ...onboardingKeys,
  domainOptionList: domainOptionsQuery,
  application: applicationQuery,
  reviewList: reviewListQuery,
  entryConfigList: entryConfigsQuery,
  entryFileList: entryFilesQuery,
  reviewerDomainList: reviewerDomainsQuery,
};
