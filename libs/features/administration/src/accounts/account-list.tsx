import { useQuery } from '@tanstack/react-query';
import { Flex, Input, Select, Table, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { CLIENTS, type AdminSummary } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { paths } from '@portal/site-config';
import { LoadFailed } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { administrationQueries } from '../api/administration-queries';
import { ACCOUNT_KEYWORD_MAX, accountFiltersFromParams, withAccountFilter } from './account-filters';
import { AccountStatusTag } from './account-status';
import { ACCOUNT_STRINGS } from './strings';

const S = ACCOUNT_STRINGS.list;
const C = ACCOUNT_STRINGS.common;

const clientName = (id: string) => CLIENTS.find((client) => client.id === id)?.name ?? id;

/**
 * Issue 17 admin/list: staff accounts, newest change first; search (account, name, phone) and the
 * role, status and client filters live in the URL with the page.
 */
export function AccountList() {
  const [params, setParams] = useSearchParams();
  const filters = accountFiltersFromParams(params);
  const list = useQuery(administrationQueries.list(filters));
  const roles = useQuery(administrationQueries.roles());
  const data = list.data;
  const filtered = Boolean(filters.keyword || filters.role || filters.status || filters.client);
  const set = (key: 'keyword' | 'role' | 'status' | 'client' | 'page', value: string | undefined) => setParams(withAccountFilter(params, key, value));

  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={12} align="center" role="search" aria-label={S.search}>
        <Input.Search
          // Remounted when the URL's keyword changes (back/forward), so the box shows it.
          key={filters.keyword ?? ''}
          defaultValue={filters.keyword}
          aria-label={S.search}
          placeholder={S.searchPlaceholder}
          maxLength={ACCOUNT_KEYWORD_MAX}
          allowClear
          enterButton={S.searchButton}
          style={{ maxWidth: 320 }}
          onSearch={(value) => set('keyword', value.trim() || undefined)}
        />
        <Select
          aria-label={S.role}
          style={{ minWidth: 160 }}
          value={filters.role ?? ''}
          onChange={(value) => set('role', value || undefined)}
          options={[{ value: '', label: `${S.role}：${S.all}` }, ...(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))]}
        />
        <Select
          aria-label={S.status}
          style={{ minWidth: 130 }}
          value={filters.status ?? ''}
          onChange={(value) => set('status', value || undefined)}
          options={[
            { value: '', label: `${S.status}：${S.all}` },
            { value: 'enabled', label: C.enabled },
            { value: 'disabled', label: C.disabled },
          ]}
        />
        <Select
          aria-label={S.client}
          style={{ minWidth: 160 }}
          value={filters.client ?? ''}
          onChange={(value) => set('client', value || undefined)}
          options={[{ value: '', label: `${S.client}：${S.all}` }, ...CLIENTS.map((client) => ({ value: client.id, label: client.name }))]}
        />
      </Flex>
      {list.isError && !data ? (
        <LoadFailed title={S.failed} subTitle={errorMessage(list.error, '')} retryLabel={C.retry} onRetry={() => void list.refetch()} />
      ) : (
        <Table<AdminSummary>
          rowKey="id"
          size="middle"
          aria-label={S.label}
          loading={list.isFetching}
          dataSource={data?.items ?? []}
          scroll={{ x: 960 }}
          locale={{ emptyText: <Typography.Text type="secondary">{list.isPending ? S.loading : filtered ? S.emptyFiltered : S.empty}</Typography.Text> }}
          pagination={
            data && data.total > data.pageSize
              ? {
                  current: data.page,
                  pageSize: data.pageSize,
                  total: data.total,
                  showSizeChanger: false,
                  showTotal: S.total,
                  onChange: (page) => set('page', String(page)),
                }
              : false
          }
          columns={[
            {
              key: 'account',
              title: S.columns.account,
              render: (_value, item) => <Link to={paths.workspace.admins.detail(item.id)}>{item.account}</Link>,
            },
            { key: 'name', title: S.columns.name, dataIndex: 'name' },
            { key: 'phone', title: S.columns.phone, dataIndex: 'phone', width: 130 },
            { key: 'type', title: S.columns.type, width: 100, render: (_value, item) => C.typeLabels[item.userType] },
            {
              key: 'roles',
              title: S.columns.roles,
              render: (_value, item) => (
                <Flex wrap gap={4}>
                  {item.roles.map((role) => (
                    <Tag key={role.id}>{role.name}</Tag>
                  ))}
                </Flex>
              ),
            },
            { key: 'clients', title: S.columns.clients, render: (_value, item) => item.clients.map(clientName).join('、') },
            { key: 'status', title: S.columns.status, width: 140, render: (_value, item) => <AccountStatusTag account={item} /> },
            {
              key: 'lastSignIn',
              title: S.columns.lastSignIn,
              width: 150,
              render: (_value, item) => (item.lastSignInAt ? formatMinute(item.lastSignInAt) : C.never),
            },
            {
              key: 'actions',
              title: S.columns.actions,
              width: 120,
              render: (_value, item) => (
                <Flex gap={12}>
                  <Link to={paths.workspace.admins.detail(item.id)} aria-label={`${S.view}：${item.account}`}>
                    {S.view}
                  </Link>
                  <Link to={paths.workspace.admins.edit(item.id)} aria-label={`${S.edit}：${item.account}`}>
                    {S.edit}
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
