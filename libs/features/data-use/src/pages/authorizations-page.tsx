import { useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUTHORIZATION_STATUSES, type Authorization } from '@portal/api-contract';
import { actionFailure, type ActionFailure } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { dataUseQueries } from '../api/data-use-queries';
import { useRevoke } from '../api/mutations';
import { authorizationColumns } from '../components/authorization-columns';
import { PageFrame } from '../components/page-frame';
import { PagedTable } from '../components/paged-table';
import { RevokeModal } from '../components/revoke-modal';
import { StatusFilter } from '../components/status-filter';
import { authorizationFilters, withFilter } from '../hooks/list-params';
import { dataUseText } from '../text';

/** 撤销 with its reason: the dialog stays open on a refusal (its message shows there), closes on success. */
function useRevoking() {
  const { message } = App.useApp();
  const revoke = useRevoke();
  const [target, setTarget] = useState<Authorization | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const open = (authorization: Authorization) => {
    setFailure(null);
    setTarget(authorization);
  };
  const confirm = (reason: string) => {
    if (!target) return;
    setFailure(null);
    revoke.mutate(
      { id: target.id, version: target.version, reason },
      {
        onSuccess: () => {
          setTarget(null);
          void message.success(dataUseText.t('revoke.done'));
        },
        onError: (error) => setFailure(actionFailure(error, dataUseText.t('common.conflictTitle'))),
      },
    );
  };
  const dialog = <RevokeModal authorization={target} busy={revoke.isPending} failure={failure} onCancel={() => setTarget(null)} onConfirm={confirm} />;
  return { open, dialog };
}

/**
 * Issue 22 workspace data-use/authorizations (admins with data-use:final-review): every authorization,
 * filtered by state in the URL; an active one may be revoked with a reason, a revoked one shows why and when.
 */
export function AuthorizationsPage() {
  const t = useText(dataUseText);
  const [params, setParams] = useSearchParams();
  const filters = authorizationFilters(params);
  const query = useQuery(dataUseQueries.allAuthorizations(filters));
  const revoking = useRevoking();
  const columns = authorizationColumns(t, {
    corporation: true,
    actions: (item) =>
      item.status === 'active' ? (
        <Button size="small" danger autoInsertSpace={false} aria-label={t('revoke.named', { name: item.resource.name })} onClick={() => revoking.open(item)}>
          {t('revoke.action')}
        </Button>
      ) : null,
  });
  return (
    <PageFrame title={t('authorizations.title')}>
      <Flex vertical gap={16}>
        <Flex wrap gap={16} align="center">
          <StatusFilter
            label={t('authorization.status')}
            value={filters.status ?? ''}
            defaultLabel={t('list.allStatuses')}
            options={AUTHORIZATION_STATUSES.map((status) => ({ value: status, label: t(`authorization.status.${status}`) }))}
            onChange={(value) => setParams(withFilter(params, 'status', value))}
          />
          {query.data ? <Typography.Text type="secondary">{t('common.total', { total: query.data.total })}</Typography.Text> : null}
        </Flex>
        <PagedTable
          label={t('authorizations.table')}
          query={query}
          columns={columns}
          rowKey={(item) => item.id}
          emptyText={filters.status ? t('authorizations.emptyFiltered') : t('authorizations.empty')}
          loadingText={t('authorizations.loading')}
          failedTitle={t('authorizations.failed')}
          onPage={(page) => setParams(withFilter(params, 'page', String(page)))}
        />
      </Flex>
      {revoking.dialog}
    </PageFrame>
  );
}
