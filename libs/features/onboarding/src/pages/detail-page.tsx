import { useQuery } from '@tanstack/react-query';
import { Card, Flex } from 'antd';
import { useAuth } from '@portal/auth';
import { useText } from '@portal/i18n';
import { LinkButton, QueryPage, SearchIdGate } from '@portal/ui-kit';
import { paths } from '@portal/site-config';
import { isApplicationId, type ApplicationView } from '../api/get-application';
import { onboardingQueries } from '../api/onboarding-queries';
import { ApplicantActions } from '../components/applicant-actions';
import { ApplicationSummary } from '../components/application-summary';
import { ReviewActions } from '../components/review-actions';
import { onboardingText } from '../text';

const DECIDED = new Set(['approved', 'rejected', 'returned']);

/** The applicant reads its own application; staff read it through the primary call (issue 6). */
export const viewOf = (userType: string | undefined): ApplicationView => (userType === 'second' ? 'mine' : 'review');

function Detail({ id, view }: { id: string; view: ApplicationView }) {
  const query = useQuery(onboardingQueries.detail(view, id));
  const t = useText(onboardingText);
  return (
    <QueryPage
      query={query}
      title={t('detail.title')}
      loadingLabel={t('detail.loading')}
      errorTitle={t('detail.failed')}
      extra={(detail) => (DECIDED.has(detail.status) ? <LinkButton to={paths.workspace.reviewResult.href(detail.id)}>{t('detail.result')}</LinkButton> : null)}
    >
      {(detail) => (
        <Flex vertical gap={16}>
          {view === 'mine' ? <ApplicantActions detail={detail} /> : null}
          {view === 'review' && detail.can.review ? (
            <Card size="small">
              <ReviewActions detail={detail} />
            </Card>
          ) : null}
          <ApplicationSummary detail={detail} />
        </Flex>
      )}
    </QueryPage>
  );
}

/** Issue 6 workspace domain/detail?id=: the application, its status, company, contact and timeline. */
export function ApplicationDetailPage() {
  const { state: auth } = useAuth();
  return <SearchIdGate isId={isApplicationId}>{(id) => <Detail id={id} view={viewOf(auth?.userType)} />}</SearchIdGate>;
}
