/**
 * The onboarding pages (issue 6, spec §2 workspace children), a separate entry
 * (`@portal/feature-onboarding/pages`) so the shell loads them lazily.
 */
export { ApplyPage } from './pages/apply-page';
export { ApplicationDetailPage } from './pages/detail-page';
export { FirstReviewPage, FinalReviewPage } from './pages/review-page';
export { ReviewResultPage } from './pages/result-page';
