import { useQuery } from '@tanstack/react-query';
import { Flex, Table, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { CLIENTS, type AdminSummary } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { paths } from '@portal/site-config';
import { LoadFailed } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { administrationQueries } from '../api/administration-queries';
import { FilterSelect, KeywordSearch, listPagination } from '../components/list-controls';
import { accountFiltersFromParams, withAccountFilter } from './account-filters';
import { clientName, joined } from '../components/labels';
import { administrationText } from '../text';
import { AccountStatusTag } from './account-status';

/**
 * Issue 17 admin/list: staff accounts, newest change first; search (account, name, phone) and the
 * role, status and client filters live in the URL with the page.
 */
export function AccountList() {
  const t = useText(administrationText);
  const [params, setParams] = useSearchParams();
  const filters = accountFiltersFromParams(params);
  const list = useQuery(administrationQueries.list(filters));
  const roles = useQuery(administrationQueries.roles());
  const data = list.data;
  const filtered = Boolean(filters.keyword || filters.role || filters.status || filters.client);
  const set = (key: 'keyword' | 'role' | 'status' | 'client' | 'page', value: string | undefined) => setParams(withAccountFilter(params, key, value));

  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={12} align="center" role="search" aria-label={t('accounts.list.search')}>
        <KeywordSearch
          value={filters.keyword}
          label={t('accounts.list.search')}
          placeholder={t('accounts.list.searchPlaceholder')}
          button={t('common.searchButton')}
          width={320}
          onSearch={(value) => set('keyword', value)}
        />
        <FilterSelect
          label={t('accounts.list.role')}
          allLabel={t('common.all')}
          width={160}
          value={filters.role}
          onChange={(value) => set('role', value)}
          options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
        />
        <FilterSelect
          label={t('accounts.list.status')}
          allLabel={t('common.all')}
          width={130}
          value={filters.status}
          onChange={(value) => set('status', value)}
          options={[
            { value: 'enabled', label: t('status.enabled') },
            { value: 'disabled', label: t('status.disabled') },
          ]}
        />
        <FilterSelect
          label={t('accounts.list.client')}
          allLabel={t('common.all')}
          width={160}
          value={filters.client}
          onChange={(value) => set('client', value)}
          options={CLIENTS.map((client) => ({ value: client.id, label: clientName(t, client.id) }))}
        />
      </Flex>
      {list.isError && !data ? (
        <LoadFailed
          title={t('accounts.list.failed')}
          subTitle={errorMessage(list.error, '')}
          retryLabel={t('common.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table<AdminSummary>
          rowKey="id"
          size="middle"
          aria-label={t('accounts.list.label')}
          loading={list.isFetching}
          dataSource={data?.items ?? []}
          scroll={{ x: 960 }}
          locale={{
            emptyText: (
              <Typography.Text type="secondary">
                {list.isPending ? t('accounts.list.loading') : filtered ? t('accounts.list.emptyFiltered') : t('accounts.list.empty')}
              </Typography.Text>
            ),
          }}
          pagination={listPagination(
            data,
            (total) => t('accounts.list.total', { total }),
            (page) => set('page', String(page)),
          )}
          columns={[
            {
              key: 'account',
              title: t('accounts.column.account'),
              render: (_value, item) => <Link to={paths.workspace.admins.detail(item.id)}>{item.account}</Link>,
            },
            { key: 'name', title: t('accounts.column.name'), render: (_value, item) => <span lang={CONTENT_LANG}>{item.name}</span> },
            { key: 'phone', title: t('accounts.column.phone'), dataIndex: 'phone', width: 130 },
            { key: 'type', title: t('accounts.column.type'), width: 100, render: (_value, item) => t(`staffType.${item.userType}`) },
            {
              key: 'roles',
              title: t('accounts.column.roles'),
              render: (_value, item) => (
                <Flex wrap gap={4} lang={CONTENT_LANG}>
                  {item.roles.map((role) => (
                    <Tag key={role.id}>{role.name}</Tag>
                  ))}
                </Flex>
              ),
            },
            {
              key: 'clients',
              title: t('accounts.column.clients'),
              render: (_value, item) =>
                joined(
                  t,
                  item.clients.map((id) => clientName(t, id)),
                ),
            },
            { key: 'status', title: t('accounts.column.status'), width: 140, render: (_value, item) => <AccountStatusTag account={item} /> },
            {
              key: 'lastSignIn',
              title: t('accounts.column.lastSignIn'),
              width: 150,
              render: (_value, item) => (item.lastSignInAt ? formatMinute(item.lastSignInAt) : t('common.never')),
            },
            {
              key: 'actions',
              title: t('accounts.column.actions'),
              width: 120,
              render: (_value, item) => (
                <Flex gap={12}>
                  <Link to={paths.workspace.admins.detail(item.id)} aria-label={t('accounts.list.viewLabel', { account: item.account })}>
                    {t('accounts.list.view')}
                  </Link>
                  <Link to={paths.workspace.admins.edit(item.id)} aria-label={t('accounts.list.editLabel', { account: item.account })}>
                    {t('common.edit')}
                  </Link>
                </Flex>
              ),
            },
          ]}
        />
      )}
    </Flex>
  );
}
