import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { APPLICATION_STATUSES } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { dataUseQueries } from '../api/data-use-queries';
import { applicationFilters, withFilter } from '../hooks/list-params';
import { dataUseText } from '../text';
import { PagedTable } from './paged-table';
import { StatusFilter } from './status-filter';
import { myColumns } from './summary-columns';

/** 我的数据申请 › 申请记录 (issue 22): the corporation's applications, newest first, filtered by status in the URL. */
export function MyApplications() {
  const t = useText(dataUseText);
  const [params, setParams] = useSearchParams();
  const filters = applicationFilters(params);
  const query = useQuery(dataUseQueries.mine(filters));
  const columns = useMemo(() => myColumns(t), [t]);
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center">
        <StatusFilter
          label={t('list.status')}
          value={filters.status ?? ''}
          defaultLabel={t('list.allStatuses')}
          options={APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          onChange={(value) => setParams(withFilter(params, 'status', value))}
        />
        {query.data ? <Typography.Text type="secondary">{t('common.total', { total: query.data.total })}</Typography.Text> : null}
      </Flex>
      <PagedTable
        label={t('mine.applicationsTable')}
        query={query}
        columns={columns}
        rowKey={(item) => item.id}
        emptyText={filters.status ? t('mine.applicationsEmptyFiltered') : t('mine.applicationsEmpty')}
        loadingText={t('mine.applicationsLoading')}
        failedTitle={t('mine.applicationsFailed')}
        onPage={(page) => setParams(withFilter(params, 'page', String(page)))}
      />
    </Flex>
  );
}
