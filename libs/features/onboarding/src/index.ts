/**
 * @portal/feature-onboarding: domain onboarding in the workspace (issue 6) —
 * apply, detail with timeline, first and final review queues, the approval result.
 * The pages load lazily from `@portal/feature-onboarding/routes`; this entry gives
 * the shell the query factory and the pages' addresses.
 */
export { onboardingQueries } from './api/onboarding-queries';
export { onboardingText } from './text';
