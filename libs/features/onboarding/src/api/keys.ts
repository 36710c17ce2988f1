/** Query keys of the onboarding feature, general to specific (house style, TkDodo's factories). */
export const onboardingKeys = {
  all: () => ['onboarding'] as const,
  domainOptions: () => [...onboardingKeys.all(), 'domain-options'] as const,
  /** One application as the signed-in corporation or staff member sees it (`mine` / `review`). */
  details: () => [...onboardingKeys.all(), 'detail'] as const,
  reviewLists: () => [...onboardingKeys.all(), 'review-list'] as const,
  entryConfigs: () => [...onboardingKeys.all(), 'entry-configs'] as const,
  /** A domain's entry templates as corporations list them (by domain id). */
  entryFiles: () => [...onboardingKeys.all(), 'entry-files'] as const,
  /** The signed-in reviewer's own domains (from GET /primary/home). */
  reviewerDomains: () => [...onboardingKeys.all(), 'reviewer-domains'] as const,
};
