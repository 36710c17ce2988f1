import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@portal/auth';
import { useText } from '@portal/i18n';
import { isApplicationId, type ApplicationView } from '../api/get-application';
import { onboardingQueries } from '../api/onboarding-queries';
import { PageFrame } from '../components/page-frame';
import { ReviewResult } from '../components/review-result';
import { onboardingText } from '../text';
import { viewOf } from './detail-page';

function Result({ id, view }: { id: string; view: ApplicationView }) {
  const query = useQuery(onboardingQueries.detail(view, id));
  const t = useText(onboardingText);
  return (
    <PageFrame
      title={t('result.title')}
      status={query.status}
      loadingLabel={t('result.loading')}
      errorTitle={t('result.failed')}
      onRetry={() => void query.refetch()}
    >
      {query.data ? <ReviewResult detail={query.data} canResubmit={view === 'mine' && query.data.can.edit} /> : null}
    </PageFrame>
  );
}

/** Issue 6 workspace domain/reject-result?id= (入驻审批结果). */
export function ReviewResultPage() {
  const [params] = useSearchParams();
  const { state: auth } = useAuth();
  const id = params.get('id');
  if (!isApplicationId(id)) return <Navigate to="/404" replace />;
  return <Result id={id} view={viewOf(auth?.userType)} />;
}
