import { useQuery } from '@tanstack/react-query';
import { Flex, Table, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import type { UserSummary } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { paths } from '@portal/site-config';
import { LoadFailed, StatusTag, WorkspacePage, usePageTitle } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { accountFiltersFromParams, withAccountFilter } from '../accounts/account-filters';
import { administrationQueries } from '../api/administration-queries';
import { FilterSelect, KeywordSearch, listPagination } from '../components/list-controls';
import { administrationText } from '../text';

/**
 * Issue 17 `/workspace/users`: the corporations that sign in through the SSO, with their applications
 * and sign-ins; search, state filter and page in the URL. Each opens its user detail.
 */
export function UsersPage() {
  const t = useText(administrationText);
  usePageTitle(t('users.title'));
  const [params, setParams] = useSearchParams();
  // The accounts list's URL filters, of which users have the keyword, the state and the page.
  const { page, pageSize, keyword, status } = accountFiltersFromParams(params);
  const filters = { page, pageSize, ...(keyword ? { keyword } : {}), ...(status ? { status } : {}) };
  const list = useQuery(administrationQueries.users(filters));
  const data = list.data;
  const set = (key: 'keyword' | 'status' | 'page', value: string | undefined) => setParams(withAccountFilter(params, key, value));

  return (
    <WorkspacePage title={t('users.title')} retryLabel={t('common.retry')}>
      <Flex vertical gap={16}>
        <Flex wrap gap={12} role="search" aria-label={t('users.search')}>
          <KeywordSearch
            value={filters.keyword}
            label={t('users.search')}
            placeholder={t('users.searchPlaceholder')}
            button={t('common.searchButton')}
            width={360}
            onSearch={(value) => set('keyword', value)}
          />
          <FilterSelect
            label={t('users.status')}
            allLabel={t('common.all')}
            width={130}
            value={filters.status}
            onChange={(value) => set('status', value)}
            options={[
              { value: 'enabled', label: t('status.enabled') },
              { value: 'disabled', label: t('status.disabled') },
            ]}
          />
        </Flex>
        {list.isError && !data ? (
          <LoadFailed title={t('users.failed')} subTitle={errorMessage(list.error, '')} retryLabel={t('common.retry')} onRetry={() => void list.refetch()} />
        ) : (
          <Table<UserSummary>
            rowKey="id"
            size="middle"
            aria-label={t('users.label')}
            loading={list.isFetching}
            dataSource={data?.items ?? []}
            scroll={{ x: 1000 }}
            locale={{
              emptyText: (
                <Typography.Text type="secondary">
                  {list.isPending ? t('users.loading') : filters.keyword || filters.status ? t('users.emptyFiltered') : t('users.empty')}
                </Typography.Text>
              ),
            }}
            pagination={listPagination(
              data,
              (total) => t('users.total', { total }),
              (page) => set('page', String(page)),
            )}
            columns={[
              {
                key: 'corporation',
                title: t('users.column.corporation'),
                render: (_value, item) => (
                  <Link to={paths.workspace.userDetail.href(item.id)} lang={CONTENT_LANG}>
                    {item.corporation.name}
                  </Link>
                ),
              },
              { key: 'creditCode', title: t('users.column.creditCode'), dataIndex: 'creditCode', width: 190 },
              { key: 'account', title: t('users.column.account'), dataIndex: 'account' },
              { key: 'phone', title: t('users.column.phone'), dataIndex: 'maskedPhone', width: 130 },
              { key: 'applications', title: t('users.column.applications'), render: (_value, item) => t('users.tally', { ...item.applications }) },
              {
                key: 'firstSignIn',
                title: t('users.column.firstSignIn'),
                width: 150,
                render: (_value, item) => (item.firstSignInAt ? formatMinute(item.firstSignInAt) : t('common.never')),
              },
              {
                key: 'lastSignIn',
                title: t('users.column.lastSignIn'),
                width: 150,
                render: (_value, item) => (item.lastSignInAt ? formatMinute(item.lastSignInAt) : t('common.never')),
              },
              {
                key: 'status',
                title: t('users.column.status'),
                width: 90,
                render: (_value, item) => (
                  <StatusTag tone={item.enabled ? 'success' : 'neutral'}>{item.enabled ? t('status.enabled') : t('status.disabled')}</StatusTag>
                ),
              },
            ]}
          />
        )}
      </Flex>
    </WorkspacePage>
  );
}
