import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@portal/auth';
import { useText } from '@portal/i18n';
import { QueryPage, SearchIdGate } from '@portal/ui-kit';
import { isApplicationId, type ApplicationView } from '../api/get-application';
import { onboardingQueries } from '../api/onboarding-queries';
import { ReviewResult } from '../components/review-result';
import { onboardingText } from '../text';
import { viewOf } from './detail-page';

function Result({ id, view }: { id: string; view: ApplicationView }) {
  const query = useQuery(onboardingQueries.detail(view, id));
  const t = useText(onboardingText);
  return (
    <QueryPage query={query} title={t('result.title')} loadingLabel={t('result.loading')} errorTitle={t('result.failed')}>
      {(detail) => <ReviewResult detail={detail} canResubmit={view === 'mine' && detail.can.edit} />}
    </QueryPage>
  );
}

/** Issue 6 workspace domain/reject-result?id= (入驻审批结果). */
export function ReviewResultPage() {
  const { state: auth } = useAuth();
  return <SearchIdGate isId={isApplicationId}>{(id) => <Result id={id} view={viewOf(auth?.userType)} />}</SearchIdGate>;
}
