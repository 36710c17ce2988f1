import { useQuery } from '@tanstack/react-query';
import { Alert, App, Card } from 'antd';
import { useCallback, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { ApplicationDetail } from '@portal/api-contract';
import { useAuth } from '@portal/auth';
import { actionFailure, type ActionFailure } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { ActionFailureAlert } from '@portal/ui-kit';
import { paths } from '@portal/site-config';
import { isApplicationId } from '../api/get-application';
import { onboardingQueries } from '../api/onboarding-queries';
import { useSaveApplication } from '../api/mutations';
import { ApplicationForm, type ApplicationInput } from '../components/application-form';
import { PageFrame } from '../components/page-frame';
import { ReviewOpinion } from '../components/review-opinion';
import { onboardingText } from '../text';

function ApplyForm({ id }: { id: string | undefined }) {
  const { message } = App.useApp();
  const t = useText(onboardingText);
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const { state: auth } = useAuth();
  const domains = useQuery(onboardingQueries.domainOptions());
  const existing = useQuery({ ...onboardingQueries.detail('mine', id ?? ''), enabled: id !== undefined });
  const save = useSaveApplication();
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [refocusSave, setRefocusSave] = useState(false);
  const refocused = useCallback(() => setRefocusSave(false), []);
  // A new draft saved here gets its address, but its form is the one already on screen: not remounted.
  const [adopted, setAdopted] = useState<string | null>(null);

  const pending = domains.isPending || (id !== undefined && existing.isPending);
  const failed = domains.isError || existing.isError;
  const title = id ? t('apply.editTitle') : t('apply.title');
  if (pending || failed) {
    return (
      <PageFrame
        title={title}
        status={failed ? 'error' : 'pending'}
        loadingLabel={t('apply.loading')}
        errorTitle={domains.isError ? t('apply.domainsFailed') : t('apply.failed')}
        onRetry={() => void Promise.all([domains.refetch(), id ? existing.refetch() : null])}
      />
    );
  }
  const application: ApplicationDetail | undefined = existing.data;
  if (application && !application.can.edit) {
    return (
      <PageFrame title={title}>
        <Alert
          type="info"
          showIcon
          title={t('apply.notEditable')}
          action={<Link to={paths.workspace.applicationDetail.href(application.id)}>{t('apply.toDetail')}</Link>}
        />
      </PageFrame>
    );
  }

  const send = (values: ApplicationInput, submit: boolean) => {
    setBusy(submit ? 'submit' : 'save');
    setFailure(null);
    save.mutate(
      {
        draft: {
          ...values,
          ...(application ? { id: application.id, version: application.version } : {}),
        },
        submit,
        // A new draft gets its address at once, so a failed submit leaves no second draft behind.
        onSaved: (saved) => {
          if (!application) {
            setAdopted(saved.id);
            setParams({ id: saved.id }, { replace: true });
          }
        },
      },
      {
        onSuccess: (detail) => {
          if (submit) {
            void message.success(onboardingText.t('apply.submitted'));
            void navigate(paths.workspace.applicationDetail.href(detail.id));
          } else {
            void message.success(onboardingText.t('apply.saved'));
            setRefocusSave(true);
          }
        },
        onError: (error) => setFailure(actionFailure(error, onboardingText.t('common.conflictTitle'))),
        onSettled: () => setBusy(null),
      },
    );
  };

  return (
    <PageFrame title={title}>
      {application ? <ReviewOpinion application={application} /> : null}
      <Card style={application && (application.status === 'returned' || application.status === 'rejected') ? { marginTop: 16 } : undefined}>
        <ActionFailureAlert failure={failure} conflictTitle={t('common.conflictTitle')} style={{ marginBottom: 16 }} />
        <ApplicationForm
          // Kept across refetches (a 409 reloads the version, the typed text stays).
          key={application && application.id !== adopted ? application.id : 'new'}
          domains={domains.data ?? []}
          application={application}
          corporationName={auth?.corName}
          busy={busy}
          onSave={(values) => send(values, false)}
          onSubmit={(values) => send(values, true)}
          refocusSave={refocusSave}
          onRefocused={refocused}
        />
      </Card>
    </PageFrame>
  );
}

/**
 * Issue 6 workspace domain/apply (corporation): a new application, or `?id=` to
 * edit one that is a draft, returned or rejected.
 */
export function ApplyPage() {
  const [params] = useSearchParams();
  const { state: auth } = useAuth();
  const t = useText(onboardingText);
  const raw = params.get('id');
  if (raw !== null && !isApplicationId(raw)) return <Navigate to="/404" replace />;
  if (auth?.userType !== 'second') {
    return (
      <PageFrame title={t('apply.title')}>
        <Alert type="info" showIcon title={t('apply.corporationOnly')} />
      </PageFrame>
    );
  }
  return <ApplyForm id={raw ?? undefined} />;
}
