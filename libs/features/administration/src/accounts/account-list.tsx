import { useQuery } from '@tanstack/react-query';
import { Flex, Table, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { CLIENTS, type AdminSummary } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { paths } from '@portal/site-config';
import { LoadFailed } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { administrationQueries } from '../api/administration-queries';
import { FilterSelect, KeywordSearch, listPagination } from '../components/list-controls';
import { accountFiltersFromParams, withAccountFilter } from './account-filters';
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
        <KeywordSearch
          value={filters.keyword}
          label={S.search}
          placeholder={S.searchPlaceholder}
          button={S.searchButton}
          width={320}
          onSearch={(value) => set('keyword', value)}
        />
        <FilterSelect
          label={S.role}
          allLabel={S.all}
          width={160}
          value={filters.role}
          onChange={(value) => set('role', value)}
          options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
        />
        <FilterSelect
          label={S.status}
          allLabel={S.all}
          width={130}
          value={filters.status}
          onChange={(value) => set('status', value)}
          options={[
            { value: 'enabled', label: C.enabled },
            { value: 'disabled', label: C.disabled },
          ]}
        />
        <FilterSelect
          label={S.client}
          allLabel={S.all}
          width={160}
          value={filters.client}
          onChange={(value) => set('client', value)}
          options={CLIENTS.map((client) => ({ value: client.id, label: client.name }))}
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
          pagination={listPagination(data, S.total, (page) => set('page', String(page)))}
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
