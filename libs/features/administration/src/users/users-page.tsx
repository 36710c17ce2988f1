import { useQuery } from '@tanstack/react-query';
import { Flex, Table, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import type { UserSummary } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { paths } from '@portal/site-config';
import { LoadFailed, StatusTag, WorkspacePage, usePageTitle } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { accountFiltersFromParams, withAccountFilter } from '../accounts/account-filters';
import { administrationQueries } from '../api/administration-queries';
import { FilterSelect, KeywordSearch, listPagination } from '../components/list-controls';

const S = {
  title: '用户管理',
  label: '用户列表',
  search: '搜索用户',
  searchPlaceholder: '单位名称、统一社会信用代码或账号',
  searchButton: '搜索',
  status: '状态',
  all: '全部',
  enabled: '启用',
  disabled: '停用',
  loading: '正在加载用户',
  failed: '用户加载失败',
  empty: '暂无用户',
  emptyFiltered: '没有符合条件的用户',
  retry: '重新加载',
  never: '从未登录',
  columns: {
    corporation: '单位名称',
    creditCode: '统一社会信用代码',
    account: '账号',
    phone: '联系电话',
    applications: '入驻申请',
    firstSignIn: '首次登录',
    lastSignIn: '最近登录',
    status: '状态',
  },
  tally: (item: UserSummary['applications']) => `共${item.total} · 审核中${item.inReview} · 已通过${item.approved} · 未通过${item.rejected}`,
  total: (total: number) => `共 ${total} 个用户`,
} as const;

/**
 * Issue 17 `/workspace/users`: the corporations that sign in through the SSO, with their applications
 * and sign-ins; search, state filter and page in the URL. Each opens its user detail.
 */
export function UsersPage() {
  usePageTitle(S.title);
  const [params, setParams] = useSearchParams();
  // The accounts list's URL filters, of which users have the keyword, the state and the page.
  const { page, pageSize, keyword, status } = accountFiltersFromParams(params);
  const filters = { page, pageSize, ...(keyword ? { keyword } : {}), ...(status ? { status } : {}) };
  const list = useQuery(administrationQueries.users(filters));
  const data = list.data;
  const set = (key: 'keyword' | 'status' | 'page', value: string | undefined) => setParams(withAccountFilter(params, key, value));

  return (
    <WorkspacePage title={S.title} retryLabel={S.retry}>
      <Flex vertical gap={16}>
        <Flex wrap gap={12} role="search" aria-label={S.search}>
          <KeywordSearch
            value={filters.keyword}
            label={S.search}
            placeholder={S.searchPlaceholder}
            button={S.searchButton}
            width={360}
            onSearch={(value) => set('keyword', value)}
          />
          <FilterSelect
            label={S.status}
            allLabel={S.all}
            width={130}
            value={filters.status}
            onChange={(value) => set('status', value)}
            options={[
              { value: 'enabled', label: S.enabled },
              { value: 'disabled', label: S.disabled },
            ]}
          />
        </Flex>
        {list.isError && !data ? (
          <LoadFailed title={S.failed} subTitle={errorMessage(list.error, '')} retryLabel={S.retry} onRetry={() => void list.refetch()} />
        ) : (
          <Table<UserSummary>
            rowKey="id"
            size="middle"
            aria-label={S.label}
            loading={list.isFetching}
            dataSource={data?.items ?? []}
            scroll={{ x: 1000 }}
            locale={{
              emptyText: (
                <Typography.Text type="secondary">{list.isPending ? S.loading : filters.keyword || filters.status ? S.emptyFiltered : S.empty}</Typography.Text>
              ),
            }}
            pagination={listPagination(data, S.total, (page) => set('page', String(page)))}
            columns={[
              {
                key: 'corporation',
                title: S.columns.corporation,
                render: (_value, item) => <Link to={paths.workspace.userDetail.href(item.id)}>{item.corporation.name}</Link>,
              },
              { key: 'creditCode', title: S.columns.creditCode, dataIndex: 'creditCode', width: 190 },
              { key: 'account', title: S.columns.account, dataIndex: 'account' },
              { key: 'phone', title: S.columns.phone, dataIndex: 'maskedPhone', width: 130 },
              { key: 'applications', title: S.columns.applications, render: (_value, item) => S.tally(item.applications) },
              {
                key: 'firstSignIn',
                title: S.columns.firstSignIn,
                width: 150,
                render: (_value, item) => (item.firstSignInAt ? formatMinute(item.firstSignInAt) : S.never),
              },
              {
                key: 'lastSignIn',
                title: S.columns.lastSignIn,
                width: 150,
                render: (_value, item) => (item.lastSignInAt ? formatMinute(item.lastSignInAt) : S.never),
              },
              {
                key: 'status',
                title: S.columns.status,
                width: 90,
                render: (_value, item) => <StatusTag tone={item.enabled ? 'success' : 'neutral'}>{item.enabled ? S.enabled : S.disabled}</StatusTag>,
              },
            ]}
          />
        )}
      </Flex>
    </WorkspacePage>
  );
}
