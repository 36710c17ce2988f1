import { App, Button, Descriptions, Flex, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { CLIENTS, type AdminDetail, type TemporaryPasswordData } from '@portal/api-contract';
import { actionFailure, type ActionFailure } from '@portal/api-client';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { paths } from '@portal/site-config';
import { formatMinute } from '@portal/util';
import { ReasonDialog } from '@portal/ui-kit';
import { clientName, joined, rightName } from '../components/labels';
import { administrationText, type AdministrationText } from '../text';
import { useAccountChange } from './account-mutations';
import { AccountStatusTag } from './account-status';

/** Names the server keeps (roles, domains) as a list, or 无. */
const named = (t: AdministrationText, items: readonly { name: string }[]): ReactNode =>
  items.length > 0 ? (
    <span lang={CONTENT_LANG}>
      {joined(
        t,
        items.map((item) => item.name),
      )}
    </span>
  ) : (
    t('accounts.detail.none')
  );

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
  const t = useText(administrationText);

  const act = async (run: () => Promise<unknown>) => {
    onFailure(null);
    try {
      await run();
    } catch (error) {
      onFailure(actionFailure(error, administrationText.t('accounts.failed')));
    }
  };

  const confirmEnable = () =>
    modal.confirm({
      title: t('accounts.detail.enableConfirm', { account: account.account }),
      okText: t('accounts.detail.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { autoInsertSpace: false },
      cancelButtonProps: { autoInsertSpace: false },
      onOk: () =>
        act(async () => {
          await change.mutateAsync({ kind: 'enable', body: { id: account.id, version: account.version } });
          void message.success(administrationText.t('accounts.detail.enabledDone'));
        }),
    });

  const confirmReset = () =>
    modal.confirm({
      title: t('accounts.detail.resetConfirm', { account: account.account }),
      content: t('accounts.detail.resetHint'),
      okText: t('accounts.detail.resetPassword'),
      cancelText: t('common.cancel'),
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
          {t('common.edit')}
        </Button>
        <Button onClick={confirmReset} autoInsertSpace={false}>
          {t('accounts.detail.resetPassword')}
        </Button>
        {account.enabled ? (
          <Button danger onClick={() => setDisabling(true)} autoInsertSpace={false}>
            {t('accounts.detail.disable')}
          </Button>
        ) : (
          <Button onClick={confirmEnable} autoInsertSpace={false}>
            {t('accounts.detail.enable')}
          </Button>
        )}
      </Flex>
      <ReasonDialog
        open={disabling}
        title={t('accounts.detail.disableTitle', { account: account.account })}
        hint={t('accounts.detail.disableHint')}
        label={t('accounts.detail.reason')}
        requiredMessage={t('accounts.detail.reasonRequired')}
        okText={t('accounts.detail.disable')}
        cancelText={t('common.cancel')}
        danger
        busy={change.isPending}
        onCancel={() => setDisabling(false)}
        onSubmit={(reason) =>
          void act(async () => {
            await change.mutateAsync({ kind: 'disable', body: { id: account.id, version: account.version, reason } });
            void message.success(administrationText.t('accounts.detail.disabledDone'));
          }).finally(() => setDisabling(false))
        }
      />
      <AccountDescriptions account={account} />
    </Flex>
  );
}

/** The account's fields. */
function AccountDescriptions({ account }: { account: AdminDetail }) {
  const t = useText(administrationText);
  const clients = CLIENTS.filter((client) => account.clients.includes(client.id)).map((client) => clientName(t, client.id));
  return (
    <Descriptions bordered column={{ xs: 1, md: 2 }} size="middle">
      <Descriptions.Item label={t('accounts.detail.account')}>{account.account}</Descriptions.Item>
      <Descriptions.Item label={t('accounts.detail.name')}>
        <span lang={CONTENT_LANG}>{account.name}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('accounts.detail.phone')}>{account.phone}</Descriptions.Item>
      <Descriptions.Item label={t('accounts.detail.type')}>{t(`staffType.${account.userType}`)}</Descriptions.Item>
      <Descriptions.Item label={t('accounts.detail.status')}>
        <AccountStatusTag account={account} />
      </Descriptions.Item>
      {account.enabled ? null : (
        <Descriptions.Item label={t('accounts.detail.disabledReason')}>
          {account.disabledReason ? <span lang={CONTENT_LANG}>{account.disabledReason}</span> : t('accounts.detail.none')}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('accounts.detail.roles')}>{named(t, account.roles)}</Descriptions.Item>
      <Descriptions.Item label={t('accounts.detail.clients')}>{clients.length > 0 ? joined(t, clients) : t('accounts.detail.none')}</Descriptions.Item>
      {account.userType === 'user' ? <Descriptions.Item label={t('accounts.detail.domains')}>{named(t, account.domains)}</Descriptions.Item> : null}
      <Descriptions.Item label={t('accounts.detail.rights')} span={2}>
        <Flex wrap gap={4}>
          {account.rights.length === 0 ? t('accounts.detail.none') : account.rights.map((right) => <Tag key={right}>{rightName(t, right)}</Tag>)}
        </Flex>
      </Descriptions.Item>
      <Descriptions.Item label={t('accounts.detail.lastSignIn')}>
        {account.lastSignInAt ? formatMinute(account.lastSignInAt) : t('common.never')}
      </Descriptions.Item>
      <Descriptions.Item label={t('accounts.detail.createdAt')}>{formatMinute(account.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={t('accounts.detail.updatedAt')}>{formatMinute(account.updatedAt)}</Descriptions.Item>
    </Descriptions>
  );
}
