import { useText } from '@portal/i18n';
import { PageFrame } from '../components/page-frame';
import { ReviewQueue } from '../components/review-queue';
import { dataUseText } from '../text';

/** Issue 22 workspace data-use/firstReview: the resource departments' reviewers (their departments only, the server decides). */
export function DataUseFirstReviewPage() {
  const t = useText(dataUseText);
  return (
    <PageFrame title={t('review.firstTitle')}>
      <ReviewQueue stage="first" />
    </PageFrame>
  );
}

/** Issue 22 workspace data-use/finalReview: the platform's final review. */
export function DataUseFinalReviewPage() {
  const t = useText(dataUseText);
  return (
    <PageFrame title={t('review.finalTitle')}>
      <ReviewQueue stage="final" />
    </PageFrame>
  );
}
