import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '@portal/auth';
import { useText } from '@portal/i18n';
import { EntryConfigTable } from '../components/entry-config-table';
import { PageFrame } from '../components/page-frame';
import { ReviewQueue } from '../components/review-queue';
import { onboardingText } from '../text';

/** Issue 6 workspace domain/firstReview: a domain reviewer's queue (their domains only, the server decides). */
export function FirstReviewPage() {
  const t = useText(onboardingText);
  return (
    <PageFrame title={t('review.firstTitle')}>
      <ReviewQueue stage="first" />
    </PageFrame>
  );
}

const ENTRY_TAB = 'entry';

/**
 * Issue 6 workspace domain/finalReview: the platform admin's queue and, as a second tab
 * (`?tab=entry`, kept in the URL like the queue's filters), the domains' entry configuration.
 */
export function FinalReviewPage() {
  const { state: auth } = useAuth();
  const [params, setParams] = useSearchParams();
  const t = useText(onboardingText);
  const title = t('review.finalTitle');
  if (auth?.userType !== 'admin') {
    return (
      <PageFrame title={title}>
        <ReviewQueue stage="final" />
      </PageFrame>
    );
  }
  const tab = params.get('tab') === ENTRY_TAB ? ENTRY_TAB : 'queue';
  return (
    <PageFrame title={title}>
      <Tabs
        activeKey={tab}
        // The queue's filters and open detail belong to the queue; the entry tab starts clean.
        onChange={(key) => setParams(key === ENTRY_TAB ? { tab: ENTRY_TAB } : {})}
        destroyOnHidden
        items={[
          { key: 'queue', label: t('entry.queueTab'), children: <ReviewQueue stage="final" /> },
          { key: ENTRY_TAB, label: t('entry.tab'), children: <EntryConfigTable /> },
        ]}
      />
    </PageFrame>
  );
}
