/** Query keys of the onboarding feature, general to specific (house style, TkDodo's factories). */
export const onboardingKeys = {
  all: () => ['onboarding'] as const,
  domainOptions: () => [...onboardingKeys.all(), 'domain-options'] as const,
  /** One application as the signed-in corporation or staff member sees it (`mine` / `review`). */
  details: () => [...onboardingKeys.all(), 'detail'] as const,
  reviewLists: () => [...onboardingKeys.all(), 'review-list'] as const,
  entryConfigs: () => [...onboardingKeys.all(), 'entry-configs'] as const,
};
