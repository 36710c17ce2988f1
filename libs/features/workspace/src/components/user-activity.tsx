import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Empty, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usersApi, type UserDetail } from '@portal/api-contract';
import { actionFailure, api, type ActionFailure } from '@portal/api-client';
import { paths } from '@portal/site-config';
import { ActionFailureAlert, ReasonDialog, StatusTag } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { workspaceQueries } from '../api/workspace-queries';
import { WORKSPACE_STRINGS } from '../strings';
import { Section } from './page-frame';
import { ApplicationStatusTag } from './status-tag';

const S = WORKSPACE_STRINGS.user;

const empty = (text: string) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Typography.Text type="secondary">{text}</Typography.Text>} />;

/** Issue 17: the applications the viewer may open, the call responses and (admins) the sign-ins. */
export function UserActivity({ detail }: { detail: UserDetail }) {
  return (
    <>
      <Section title={S.applications}>
        {detail.applications.length === 0 ? (
          empty(S.noApplications)
        ) : (
          <div role="region" aria-label={S.applicationsTable} tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table
              style={{ minWidth: 480 }}
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={detail.applications}
              columns={[
                {
                  title: S.domain,
                  key: 'domain',
                  render: (_value, item) => <Link to={paths.workspace.applicationDetail.href(item.id)}>{item.domain.name}</Link>,
                },
                { title: S.status, key: 'status', render: (_value, item) => <ApplicationStatusTag status={item.status} /> },
                { title: S.updatedAt, key: 'updatedAt', render: (_value, item) => formatMinute(item.updatedAt) },
              ]}
            />
          </div>
        )}
      </Section>
      <Section title={S.callResponses}>
        {detail.callResponses.length === 0 ? (
          empty(S.noCallResponses)
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {detail.callResponses.map((response) => (
              <li key={response.callId}>
                {response.title}
                <Typography.Text type="secondary">
                  （{S.respondedAt}：{formatMinute(response.respondedAt)}）
                </Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {detail.signIns.length > 0 ? (
        <Section title={S.signIns}>
          <div role="region" aria-label={S.signInsTable} tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table
              size="small"
              rowKey="at"
              pagination={false}
              dataSource={detail.signIns}
              columns={[
                { title: S.signInAt, key: 'at', render: (_value, item) => formatMinute(item.at) },
                { title: S.ip, dataIndex: 'ip' },
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
      void message.success(input.enable ? S.enabledDone : S.disabledDone);
    } catch (error) {
      // A conflict reloaded the detail (onSettled); the alert says why nothing changed.
      setFailure(actionFailure(error, S.actionFailed));
    }
  };
  const confirmEnable = () =>
    modal.confirm({
      title: S.enableConfirm,
      okText: S.ok,
      cancelText: S.cancel,
      okButtonProps: { autoInsertSpace: false },
      cancelButtonProps: { autoInsertSpace: false },
      onOk: () => run({ enable: true }),
    });

  return (
    <Section title={S.state}>
      <Flex vertical gap={12}>
        <ActionFailureAlert failure={failure} conflictTitle={S.conflictTitle} conflictHint={S.conflict} onClose={() => setFailure(null)} />
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'state',
              label: S.state,
              children: <StatusTag tone={detail.state.enabled ? 'success' : 'neutral'}>{detail.state.enabled ? S.stateEnabled : S.stateDisabled}</StatusTag>,
            },
            ...(detail.state.enabled ? [] : [{ key: 'reason', label: S.disabledReason, children: detail.state.disabledReason || '—' }]),
          ]}
        />
        <ReasonDialog
          open={disabling}
          title={S.disableTitle}
          hint={S.disableHint}
          label={S.reason}
          requiredMessage={S.reasonRequired}
          okText={S.disable}
          cancelText={S.cancel}
          danger
          busy={change.isPending}
          onCancel={() => setDisabling(false)}
          onSubmit={(reason) => void run({ enable: false, reason }).finally(() => setDisabling(false))}
        />
        {detail.can.manage ? (
          <div>
            {detail.state.enabled ? (
              <Button danger onClick={() => setDisabling(true)} autoInsertSpace={false}>
                {S.disable}
              </Button>
            ) : (
              <Button onClick={confirmEnable} autoInsertSpace={false}>
                {S.enable}
              </Button>
            )}
          </div>
        ) : null}
      </Flex>
    </Section>
  );
}
