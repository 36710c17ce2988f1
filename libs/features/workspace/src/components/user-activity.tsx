import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Empty, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usersApi, type UserDetail } from '@portal/api-contract';
import { actionFailure, api, type ActionFailure } from '@portal/api-client';
import { paths } from '@portal/site-config';
import { ActionFailureAlert, ReasonDialog, StatusTag } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { workspaceQueries } from '../api/workspace-queries';
import { workspaceText } from '../text';
import { Section } from './page-frame';
import { ApplicationStatusTag } from './status-tag';

const empty = (text: string) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Typography.Text type="secondary">{text}</Typography.Text>} />;

/** Issue 17: the applications the viewer may open, the call responses and (admins) the sign-ins. */
export function UserActivity({ detail }: { detail: UserDetail }) {
  const t = useText(workspaceText);
  return (
    <>
      <Section title={t('user.applications')}>
        {detail.applications.length === 0 ? (
          empty(t('user.noApplications'))
        ) : (
          <div role="region" aria-label={t('user.applicationsTable')} tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table
              style={{ minWidth: 480 }}
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={detail.applications}
              columns={[
                {
                  title: t('user.domain'),
                  key: 'domain',
                  render: (_value, item) => (
                    <Link to={paths.workspace.applicationDetail.href(item.id)} lang={CONTENT_LANG}>
                      {item.domain.name}
                    </Link>
                  ),
                },
                { title: t('user.status'), key: 'status', render: (_value, item) => <ApplicationStatusTag status={item.status} /> },
                { title: t('user.updatedAt'), key: 'updatedAt', render: (_value, item) => formatMinute(item.updatedAt) },
              ]}
            />
          </div>
        )}
      </Section>
      <Section title={t('user.callResponses')}>
        {detail.callResponses.length === 0 ? (
          empty(t('user.noCallResponses'))
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {detail.callResponses.map((response) => (
              <li key={response.callId}>
                <span lang={CONTENT_LANG}>{response.title}</span>
                <Typography.Text type="secondary">{t('user.respondedAt', { time: formatMinute(response.respondedAt) })}</Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {detail.signIns.length > 0 ? (
        <Section title={t('user.signIns')}>
          <div role="region" aria-label={t('user.signInsTable')} tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table
              size="small"
              rowKey="at"
              pagination={false}
              dataSource={detail.signIns}
              columns={[
                { title: t('user.signInAt'), key: 'at', render: (_value, item) => formatMinute(item.at) },
                { title: t('user.ip'), dataIndex: 'ip' },
              ]}
            />
          </div>
        </Section>
      ) : null}
    </>
  );
}

/** Issue 17: the account's state; admins with the user-management right disable (with a reason) or enable it. */
export function UserStateSection({ detail }: { detail: UserDetail }) {
  const t = useText(workspaceText);
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [disabling, setDisabling] = useState(false);
  const change = useMutation({
    mutationFn: (input: { enable: boolean; reason?: string }) =>
      input.enable
        ? api.call(usersApi.enable, { body: { userId: detail.userId, version: detail.state.version } }, { quiet: true })
        : api.call(usersApi.disable, { body: { userId: detail.userId, version: detail.state.version, reason: input.reason ?? '' } }, { quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceQueries.all() }),
  });
  const run = async (input: { enable: boolean; reason?: string }) => {
    setFailure(null);
    try {
      await change.mutateAsync(input);
      void message.success(workspaceText.t(input.enable ? 'user.enabledDone' : 'user.disabledDone'));
    } catch (error) {
      // A conflict reloaded the detail (onSettled); the alert says why nothing changed.
      setFailure(actionFailure(error, workspaceText.t('user.actionFailed')));
    }
  };
  const confirmEnable = () =>
    modal.confirm({
      title: workspaceText.t('user.enableConfirm'),
      okText: workspaceText.t('user.ok'),
      cancelText: workspaceText.t('user.cancel'),
      okButtonProps: { autoInsertSpace: false },
      cancelButtonProps: { autoInsertSpace: false },
      onOk: () => run({ enable: true }),
    });

  return (
    <Section title={t('user.state')}>
      <Flex vertical gap={12}>
        <ActionFailureAlert failure={failure} conflictTitle={t('user.conflictTitle')} conflictHint={t('user.conflict')} onClose={() => setFailure(null)} />
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'state',
              label: t('user.state'),
              children: (
                <StatusTag tone={detail.state.enabled ? 'success' : 'neutral'}>
                  {detail.state.enabled ? t('user.stateEnabled') : t('user.stateDisabled')}
                </StatusTag>
              ),
            },
            ...(detail.state.enabled
              ? []
              : [
                  {
                    key: 'reason',
                    label: t('user.disabledReason'),
                    children: detail.state.disabledReason ? <span lang={CONTENT_LANG}>{detail.state.disabledReason}</span> : '—',
                  },
                ]),
          ]}
        />
        <ReasonDialog
          open={disabling}
          title={t('user.disableTitle')}
          hint={t('user.disableHint')}
          label={t('user.reason')}
          requiredMessage={t('user.reasonRequired')}
          okText={t('user.disable')}
          cancelText={t('user.cancel')}
          danger
          busy={change.isPending}
          onCancel={() => setDisabling(false)}
          onSubmit={(reason) => void run({ enable: false, reason }).finally(() => setDisabling(false))}
        />
        {detail.can.manage ? (
          <div>
            {detail.state.enabled ? (
              <Button danger onClick={() => setDisabling(true)} autoInsertSpace={false}>
                {t('user.disable')}
              </Button>
            ) : (
              <Button onClick={confirmEnable} autoInsertSpace={false}>
                {t('user.enable')}
              </Button>
            )}
          </div>
        ) : null}
      </Flex>
    </Section>
  );
}
