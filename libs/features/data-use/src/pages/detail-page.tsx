import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useAuth } from '@portal/auth';
import { useText } from '@portal/i18n';
import { QueryPage, SearchIdGate } from '@portal/ui-kit';
import { dataUseQueries } from '../api/data-use-queries';
import { isRecordId, type DataUseView } from '../api/get-data-use';
import { ApplicantActions } from '../components/applicant-actions';
import { ApplicationSummary } from '../components/application-summary';
import { ReviewAction } from '../components/review-action';
import { dataUseText } from '../text';

/** The applicant reads its own application; staff read it through the primary call (as onboarding). */
export const viewOf = (userType: string | undefined): DataUseView => (userType === 'second' ? 'mine' : 'review');

function Detail({ id, view }: { id: string; view: DataUseView }) {
  const query = useQuery(dataUseQueries.detail(view, id));
  const t = useText(dataUseText);
  return (
    <QueryPage query={query} title={t('detail.title')} loadingLabel={t('detail.loading')} errorTitle={t('detail.failed')}>
      {(detail) => (
        <Flex vertical gap={16}>
          {view === 'mine' ? <ApplicantActions detail={detail} /> : null}
          {view === 'review' ? <ReviewAction detail={detail} /> : null}
          <ApplicationSummary detail={detail} applicant={view === 'mine'} />
        </Flex>
      )}
    </QueryPage>
  );
}

/** Issue 22 workspace data-use/detail?id=: the application, its scope, authorization and timeline, and what may be done now. */
export function DataUseDetailPage() {
  const { state: auth } = useAuth();
  return <SearchIdGate isId={isRecordId}>{(id) => <Detail id={id} view={viewOf(auth?.userType)} />}</SearchIdGate>;
}
