import { App, Button, Descriptions, Flex, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CLIENTS, RIGHTS, type AdminDetail, type TemporaryPasswordData } from '@portal/api-contract';
import { actionFailure, type ActionFailure } from '@portal/api-client';
import { paths } from '@portal/site-config';
import { formatMinute } from '@portal/util';
import { ReasonDialog } from '@portal/ui-kit';
import { useAccountChange } from './account-mutations';
import { AccountStatusTag } from './account-status';
import { ACCOUNT_STRINGS } from './strings';

const S = ACCOUNT_STRINGS.detail;
const C = ACCOUNT_STRINGS.common;

const named = (items: readonly { name: string }[]) => (items.length > 0 ? items.map((item) => item.name).join('、') : S.none);

export interface AccountDetailProps {
  account: AdminDetail;
  onFailure(failure: ActionFailure | null): void;
  onPassword(result: TemporaryPasswordData): void;
}

/** Issue 17 admin/detail: the account whole, with 编辑, 停用/启用 and 重置密码 behind a confirmation. */
export function AccountDetail({ account, onFailure, onPassword }: AccountDetailProps) {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const change = useAccountChange();
  const [disabling, setDisabling] = useState(false);

  const act = async (run: () => Promise<unknown>) => {
    onFailure(null);
    try {
      await run();
    } catch (error) {
      onFailure(actionFailure(error, C.failed));
    }
  };

  const confirmEnable = () =>
    modal.confirm({
      title: S.enableConfirm(account.account),
      okText: S.ok,
      cancelText: S.cancel,
      okButtonProps: { autoInsertSpace: false },
      cancelButtonProps: { autoInsertSpace: false },
      onOk: () =>
        act(async () => {
          await change.mutateAsync({ kind: 'enable', body: { id: account.id, version: account.version } });
          void message.success(S.enabledDone);
        }),
    });

  const confirmReset = () =>
    modal.confirm({
      title: S.resetConfirm(account.account),
      content: S.resetHint,
      okText: S.resetPassword,
      cancelText: S.cancel,
      okButtonProps: { autoInsertSpace: false },
      cancelButtonProps: { autoInsertSpace: false },
      onOk: () =>
        act(async () => {
          const result = await change.mutateAsync({ kind: 'reset', body: { id: account.id, version: account.version } });
          if (result.kind === 'password') onPassword(result.password);
        }),
    });

  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={8}>
        <Button type="primary" onClick={() => void navigate(paths.workspace.admins.edit(account.id))} autoInsertSpace={false}>
          {S.edit}
        </Button>
        <Button onClick={confirmReset} autoInsertSpace={false}>
          {S.resetPassword}
        </Button>
        {account.enabled ? (
          <Button danger onClick={() => setDisabling(true)} autoInsertSpace={false}>
            {S.disable}
          </Button>
        ) : (
          <Button onClick={confirmEnable} autoInsertSpace={false}>
            {S.enable}
          </Button>
        )}
      </Flex>
      <ReasonDialog
        open={disabling}
        title={S.disableTitle(account.account)}
        hint={S.disableHint}
        label={S.reason}
        requiredMessage={S.reasonRequired}
        okText={S.disable}
        cancelText={S.cancel}
        danger
        busy={change.isPending}
        onCancel={() => setDisabling(false)}
        onSubmit={(reason) =>
          void act(async () => {
            await change.mutateAsync({ kind: 'disable', body: { id: account.id, version: account.version, reason } });
            void message.success(S.disabledDone);
          }).finally(() => setDisabling(false))
        }
      />
      <Descriptions bordered column={{ xs: 1, md: 2 }} size="middle">
        <Descriptions.Item label={S.account}>{account.account}</Descriptions.Item>
        <Descriptions.Item label={S.name}>{account.name}</Descriptions.Item>
        <Descriptions.Item label={S.phone}>{account.phone}</Descriptions.Item>
        <Descriptions.Item label={S.type}>{C.typeLabels[account.userType]}</Descriptions.Item>
        <Descriptions.Item label={S.status}>
          <AccountStatusTag account={account} />
        </Descriptions.Item>
        {account.enabled ? null : <Descriptions.Item label={S.disabledReason}>{account.disabledReason || S.none}</Descriptions.Item>}
        <Descriptions.Item label={S.roles}>{named(account.roles)}</Descriptions.Item>
        <Descriptions.Item label={S.clients}>{named(CLIENTS.filter((client) => account.clients.includes(client.id)))}</Descriptions.Item>
        {account.userType === 'user' ? <Descriptions.Item label={S.domains}>{named(account.domains)}</Descriptions.Item> : null}
        <Descriptions.Item label={S.rights} span={2}>
          <Flex wrap gap={4}>
            {account.rights.length === 0
              ? S.none
              : account.rights.map((right) => <Tag key={right}>{RIGHTS.find((entry) => entry.id === right)?.name ?? right}</Tag>)}
          </Flex>
        </Descriptions.Item>
        <Descriptions.Item label={S.lastSignIn}>{account.lastSignInAt ? formatMinute(account.lastSignInAt) : C.never}</Descriptions.Item>
        <Descriptions.Item label={S.createdAt}>{formatMinute(account.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={S.updatedAt}>{formatMinute(account.updatedAt)}</Descriptions.Item>
      </Descriptions>
    </Flex>
  );
}
