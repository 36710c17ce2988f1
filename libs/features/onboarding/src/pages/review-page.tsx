import { ReviewQueue } from '../components/review-queue';
import { PageFrame } from '../components/page-frame';
import { ONBOARDING_STRINGS } from '../strings';

/** Issue 6 workspace domain/firstReview: a domain reviewer's queue (their domains only, the server decides). */
export function FirstReviewPage() {
  return (
    <PageFrame title={ONBOARDING_STRINGS.review.firstTitle}>
      <ReviewQueue stage="first" />
    </PageFrame>
  );
}

/** Issue 6 workspace domain/finalReview: the platform admin's queue. */
export function FinalReviewPage() {
  return (
    <PageFrame title={ONBOARDING_STRINGS.review.finalTitle}>
      <ReviewQueue stage="final" />
    </PageFrame>
  );
}
