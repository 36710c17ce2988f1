import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { STAGE_STATUS, type ReviewStage } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { dataUseQueries } from '../api/data-use-queries';
import { QUEUE_STATUSES, queueFilters, withFilter } from '../hooks/list-params';
import { dataUseText } from '../text';
import { PagedTable } from './paged-table';
import { StatusFilter } from './status-filter';
import { queueColumns } from './summary-columns';

/**
 * Issue 22 data-use/firstReview and data-use/finalReview: the applications at a stage (by default those
 * waiting for it: the server's default), filtered by status and paged in the URL; 审核 opens the detail.
 */
export function ReviewQueue({ stage }: { stage: ReviewStage }) {
  const t = useText(dataUseText);
  const [params, setParams] = useSearchParams();
  const filters = queueFilters(params);
  const query = useQuery(dataUseQueries.reviewList({ stage, ...filters }));
  const columns = useMemo(() => queueColumns(t, STAGE_STATUS[stage]), [t, stage]);
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center">
        <StatusFilter
          label={t('list.status')}
          value={filters.status ?? ''}
          defaultLabel={t(`review.waiting.${stage}`)}
          options={QUEUE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          onChange={(value) => setParams(withFilter(params, 'status', value))}
        />
        {query.data ? <Typography.Text type="secondary">{t('common.total', { total: query.data.total })}</Typography.Text> : null}
      </Flex>
      <PagedTable
        label={t(`review.table.${stage}`)}
        query={query}
        columns={columns}
        rowKey={(item) => item.id}
        emptyText={filters.status ? t('review.emptyFiltered') : t('review.empty')}
        loadingText={t('review.loading')}
        failedTitle={t('review.failed')}
        onPage={(page) => setParams(withFilter(params, 'page', String(page)))}
      />
    </Flex>
  );
}
