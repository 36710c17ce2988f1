import { useQuery } from '@tanstack/react-query';
import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { idParam, type AdminDetail, type TemporaryPasswordData } from '@portal/api-contract';
import { actionFailure, errorMessage, type ActionFailure } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { paths } from '@portal/site-config';
import { ActionFailureAlert, NotFoundPage, WorkspacePage, usePageTitle } from '@portal/ui-kit';
import { administrationQueries } from '../api/administration-queries';
import { AccountDetail } from './account-detail';
import { AccountForm, type AccountValues } from './account-form';
import { AccountList } from './account-list';
import { administrationText } from '../text';
import { useAccountChange } from './account-mutations';
import { TemporaryPasswordDialog } from './temporary-password';

type Shown = (TemporaryPasswordData & { reason: 'created' | 'reset' }) | null;

function ListPage() {
  const navigate = useNavigate();
  const t = useText(administrationText);
  usePageTitle(t('accounts.title'));
  return (
    <WorkspacePage
      title={t('accounts.title')}
      retryLabel={t('common.retry')}
      extra={
        <Flex gap={8}>
          <Button onClick={() => void navigate(paths.workspace.roles.href())} autoInsertSpace={false}>
            {t('accounts.roles')}
          </Button>
          <Button onClick={() => void navigate(paths.workspace.audit.href())} autoInsertSpace={false}>
            {t('accounts.audit')}
          </Button>
          <Button type="primary" onClick={() => void navigate(paths.workspace.admins.add())} autoInsertSpace={false}>
            {t('accounts.add')}
          </Button>
        </Flex>
      }
    >
      <AccountList />
    </WorkspacePage>
  );
}

/** Loads the account of `?id=` and hands it on, or shows the page's loading and failure states. */
function WithAccount({ id, title, children }: { id: string; title: string; children: (account: AdminDetail) => React.ReactNode }) {
  const account = useQuery(administrationQueries.detail(id));
  const t = useText(administrationText);
  usePageTitle(title);
  if (!account.data) {
    return (
      <WorkspacePage
        title={title}
        status={account.isError ? 'error' : 'pending'}
        loadingLabel={t('accounts.detail.loading')}
        errorTitle={t('accounts.detail.failed')}
        errorDetail={account.isError ? errorMessage(account.error, '') : undefined}
        retryLabel={t('common.retry')}
        onRetry={() => void account.refetch()}
      />
    );
  }
  return children(account.data);
}

function FormPage({ account }: { account?: AdminDetail }) {
  const t = useText(administrationText);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const change = useAccountChange();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [shown, setShown] = useState<Shown>(null);
  const title = account ? t('accounts.form.editTitle') : t('accounts.form.addTitle');
  usePageTitle(title);

  const submit = async (values: AccountValues) => {
    setFailure(null);
    const fields = {
      name: values.name.trim(),
      phone: values.phone,
      userType: values.userType,
      roleIds: values.roleIds,
      clientIds: values.clientIds,
      domainIds: values.domainIds,
    };
    try {
      if (account) {
        await change.mutateAsync({ kind: 'update', body: { id: account.id, version: account.version, ...fields } });
        void message.success(administrationText.t('accounts.form.saved'));
        void navigate(paths.workspace.admins.detail(account.id));
      } else {
        const result = await change.mutateAsync({ kind: 'create', body: { account: values.account.trim(), ...fields } });
        if (result.kind === 'password') setShown({ ...result.password, reason: 'created' });
      }
    } catch (error) {
      setFailure(actionFailure(error, administrationText.t('accounts.failed')));
    }
  };

  return (
    <WorkspacePage title={title} retryLabel={t('common.retry')}>
      <Flex vertical gap={16}>
        <ActionFailureAlert
          failure={failure}
          conflictTitle={t('common.conflictTitle')}
          conflictHint={t('accounts.conflict')}
          onClose={() => setFailure(null)}
        />
        <AccountForm
          account={account}
          busy={change.isPending}
          onSubmit={(values) => void submit(values)}
          onCancel={() => void navigate(account ? paths.workspace.admins.detail(account.id) : paths.workspace.admins.list())}
        />
      </Flex>
      <TemporaryPasswordDialog
        result={shown}
        onDone={() => {
          const id = shown?.id;
          setShown(null);
          if (id) void navigate(paths.workspace.admins.detail(id));
        }}
      />
    </WorkspacePage>
  );
}

function DetailPage({ account }: { account: AdminDetail }) {
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [shown, setShown] = useState<Shown>(null);
  const navigate = useNavigate();
  const t = useText(administrationText);
  return (
    <WorkspacePage
      title={t('accounts.detail.titleOf', { account: account.account })}
      retryLabel={t('common.retry')}
      extra={
        <Button onClick={() => void navigate(paths.workspace.admins.list())} autoInsertSpace={false}>
          {t('accounts.detail.back')}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <ActionFailureAlert
          failure={failure}
          conflictTitle={t('common.conflictTitle')}
          conflictHint={t('accounts.conflict')}
          onClose={() => setFailure(null)}
        />
        <AccountDetail account={account} onFailure={setFailure} onPassword={(result) => setShown({ ...result, reason: 'reset' })} />
      </Flex>
      <TemporaryPasswordDialog result={shown} onDone={() => setShown(null)} />
    </WorkspacePage>
  );
}

/** Issue 17 `/workspace/admin/:action`: list, new, edit (`?id=`) and detail (`?id=`) of staff accounts. */
export function AccountsPage() {
  const { action } = useParams();
  const [params] = useSearchParams();
  const t = useText(administrationText);
  const id = params.get('id') ?? '';
  if (action === 'list') return <ListPage />;
  if (action === 'new') return <FormPage />;
  if ((action === 'edit' || action === 'detail') && z.safeParse(idParam, id).success) {
    return (
      <WithAccount id={id} title={action === 'edit' ? t('accounts.form.editTitle') : t('accounts.detail.title')}>
        {(account) => (action === 'edit' ? <FormPage account={account} /> : <DetailPage account={account} />)}
      </WithAccount>
    );
  }
  return <NotFoundPage />;
}
