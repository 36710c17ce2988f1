import { useQuery } from '@tanstack/react-query';
import { Alert, App, Card, Flex } from 'antd';
import { useCallback, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { DataUseDetail, ResourceDetail } from '@portal/api-contract';
import { actionFailure, type ActionFailure } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { ActionFailureAlert, LinkButton } from '@portal/ui-kit';
import { paths } from '@portal/site-config';
import { dataUseQueries } from '../api/data-use-queries';
import { isRecordId } from '../api/get-data-use';
import { useSaveApplication } from '../api/mutations';
import { ApplyForm, type DataUseInput } from '../components/apply-form';
import { LatestOpinion } from '../components/latest-opinion';
import { PageFrame } from '../components/page-frame';
import { ChooseResource, NotConditional } from '../components/resource-gate';
import { dataUseText } from '../text';

/** Saving and submitting from the form: a new draft gets its address at once, a submit opens the detail. */
function useSend(resource: ResourceDetail, application: DataUseDetail | undefined, adopt: (id: string) => void) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const save = useSaveApplication();
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [refocusSave, setRefocusSave] = useState(false);
  const refocused = useCallback(() => setRefocusSave(false), []);
  const send = (values: DataUseInput, submit: boolean) => {
    setBusy(submit ? 'submit' : 'save');
    setFailure(null);
    const versioned = application ? { id: application.id, version: application.version } : {};
    save.mutate(
      // A new draft gets its address at once, so a failed submit leaves no second draft behind.
      { draft: { ...values, resourceId: resource.id, ...versioned }, submit, onSaved: (saved) => (application ? undefined : adopt(saved.id)) },
      {
        onSuccess: (detail) => {
          if (submit) {
            void message.success(dataUseText.t('apply.submitted'));
            void navigate(paths.workspace.dataUseDetail.href(detail.id));
          } else {
            void message.success(dataUseText.t('apply.saved'));
            setRefocusSave(true);
          }
        },
        onError: (error) => setFailure(actionFailure(error, dataUseText.t('common.conflictTitle'))),
        onSettled: () => setBusy(null),
      },
    );
  };
  return { send, busy, failure, refocusSave, refocused };
}

function ApplyBody({ resource, application }: { resource: ResourceDetail; application: DataUseDetail | undefined }) {
  const t = useText(dataUseText);
  const [, setParams] = useSearchParams();
  // A new draft saved here gets its address, but its form is the one already on screen: not remounted.
  const [adopted, setAdopted] = useState<string | null>(null);
  const adopt = (id: string) => {
    setAdopted(id);
    setParams({ resourceId: resource.id, id }, { replace: true });
  };
  const { send, busy, failure, refocusSave, refocused } = useSend(resource, application, adopt);
  const cancelTo = application ? paths.workspace.dataUseDetail.href(application.id) : paths.dataResource.detail.href(resource.id);
  return (
    <Flex vertical gap={16}>
      {application ? <LatestOpinion application={application} /> : null}
      <Card>
        <ActionFailureAlert failure={failure} conflictTitle={t('common.conflictTitle')} conflictHint={t('common.conflictHint')} style={{ marginBottom: 16 }} />
        <ApplyForm
          // Kept across refetches (a 409 reloads the version, the typed text stays).
          key={application && application.id !== adopted ? application.id : 'new'}
          resource={resource}
          application={application}
          busy={busy}
          onSave={(values) => send(values, false)}
          onSubmit={(values) => send(values, true)}
          refocusSave={refocusSave}
          onRefocused={refocused}
          cancel={<LinkButton to={cancelTo}>{t('apply.cancel')}</LinkButton>}
        />
      </Card>
    </Flex>
  );
}

function Apply({ id, resourceId }: { id: string | undefined; resourceId: string | undefined }) {
  const t = useText(dataUseText);
  const existing = useQuery({ ...dataUseQueries.detail('mine', id ?? ''), enabled: id !== undefined });
  const target = resourceId ?? existing.data?.resource.id;
  const resource = useQuery({ ...dataUseQueries.resource(target ?? ''), enabled: target !== undefined });
  const title = id ? t('apply.editTitle') : t('apply.title');
  const failed = existing.isError || resource.isError;
  if (failed || !resource.data || (id !== undefined && !existing.data)) {
    return (
      <PageFrame
        title={title}
        status={failed ? 'error' : 'pending'}
        loadingLabel={t('apply.loading')}
        errorTitle={resource.isError ? t('apply.resourceFailed') : t('apply.failed')}
        onRetry={() => void Promise.all([existing.isError ? existing.refetch() : null, resource.isError ? resource.refetch() : null])}
      />
    );
  }
  const application = existing.data;
  let body;
  if (application && !application.can.edit) {
    body = (
      <Alert
        type="info"
        showIcon
        title={t('apply.notEditable')}
        action={<Link to={paths.workspace.dataUseDetail.href(application.id)}>{t('apply.toDetail')}</Link>}
      />
    );
  } else if (resource.data.openType !== 'conditional') body = <NotConditional resource={resource.data} />;
  else body = <ApplyBody resource={resource.data} application={application} />;
  return <PageFrame title={title}>{body}</PageFrame>;
}

/**
 * Issue 22 workspace data-use/apply (corporation): `?resourceId=` applies to use a conditional
 * resource; `?id=` edits an application that is a draft, returned or rejected.
 */
export function ApplyPage() {
  const [params] = useSearchParams();
  const t = useText(dataUseText);
  const id = params.get('id');
  const resourceId = params.get('resourceId');
  if ((id !== null && !isRecordId(id)) || (resourceId !== null && !isRecordId(resourceId))) return <Navigate to="/404" replace />;
  if (id === null && resourceId === null) {
    return (
      <PageFrame title={t('apply.title')}>
        <ChooseResource />
      </PageFrame>
    );
  }
  return <Apply id={id ?? undefined} resourceId={resourceId ?? undefined} />;
}
