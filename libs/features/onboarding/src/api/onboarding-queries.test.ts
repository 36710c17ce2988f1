import { describe, expect, it } from 'vitest';
import { onboardingQueries } from './onboarding-queries';

describe('onboarding query factory (house style: keys general → specific)', () => {
  it('each query sits under the prefix its changes invalidate', () => {
    expect(onboardingQueries.detail('mine', 'app_1').queryKey).toEqual(['onboarding', 'detail', 'mine', 'app_1']);
    expect(onboardingQueries.detail('review', 'app_1').queryKey.slice(0, 2)).toEqual(onboardingQueries.details());
    const filters = { stage: 'first', page: 1, pageSize: 10 } as const;
    expect(onboardingQueries.reviewList(filters).queryKey).toEqual(['onboarding', 'review-list', filters]);
    expect(onboardingQueries.reviewList(filters).queryKey.slice(0, 2)).toEqual(onboardingQueries.reviewLists());
    expect(onboardingQueries.entryFileList('dom_1').queryKey).toEqual(['onboarding', 'entry-files', 'dom_1']);
    expect(onboardingQueries.entryFileList('dom_1').queryKey.slice(0, 2)).toEqual(onboardingQueries.entryFileLists());
  });

  it('the one-of-a-kind queries keep their keys', () => {
    expect(onboardingQueries.domainOptions().queryKey).toEqual(['onboarding', 'domain-options']);
    expect(onboardingQueries.entryConfigs().queryKey).toEqual(['onboarding', 'entry-configs']);
    expect(onboardingQueries.reviewerDomains().queryKey).toEqual(['onboarding', 'reviewer-domains']);
  });
});
