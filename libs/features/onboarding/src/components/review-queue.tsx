import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Pagination, Select, Typography } from 'antd';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ApplicationSummary, ReviewStage } from '@portal/api-contract';
import { useAuth } from '@portal/auth';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { DetailDrawer, ListView, MetaItem, useDetailParam } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { onboardingQueries } from '../api/onboarding-queries';
import { QUEUE_STATUSES, reviewFiltersFromParams, withFilter } from '../hooks/review-filters';
import { onboardingText } from '../text';
import { ApplicationStatusTag } from './application-status-tag';
import { ApplicationSummary as ApplicationSummaryView } from './application-summary';
import { ReviewActions } from './review-actions';

function QueueItem({ item, linkProps }: { item: ApplicationSummary; linkProps: ReturnType<ReturnType<typeof useDetailParam>['linkProps']> }) {
  const t = useText(onboardingText);
  return (
    <Card size="small">
      <Flex wrap gap={12} justify="space-between" align="center">
        <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 280px' }}>
          <Flex wrap gap={8} align="center">
            <Typography.Text strong>
              <Link {...linkProps} lang={CONTENT_LANG}>
                {item.corporation.name}
              </Link>
            </Typography.Text>
            <ApplicationStatusTag status={item.status} />
          </Flex>
          <Flex wrap gap={16}>
            <MetaItem label={t('review.domain')}>
              <span lang={CONTENT_LANG}>{item.domain.name}</span>
            </MetaItem>
            <MetaItem label={t('review.submittedAt')}>{formatMinute(item.submittedAt)}</MetaItem>
            <MetaItem label={t('review.round')}>{item.round}</MetaItem>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}

function QueueDetail({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const query = useQuery({ ...onboardingQueries.detail('review', id ?? ''), enabled: id !== undefined });
  const t = useText(onboardingText);
  return (
    <DetailDrawer
      open={id !== undefined}
      onClose={onClose}
      title={query.data ? `${query.data.corporation.name} · ${query.data.domain.name}` : undefined}
      status={query.status}
      loadingLabel={t('review.detailLoading')}
      errorTitle={t('review.detailFailed')}
      onRetry={() => void query.refetch()}
    >
      {query.data ? (
        <Flex vertical gap={16}>
          <ReviewActions detail={query.data} onDecided={onClose} />
          <ApplicationSummaryView detail={query.data} />
        </Flex>
      ) : null}
    </DetailDrawer>
  );
}

export interface ReviewQueueProps {
  stage: ReviewStage;
}

/**
 * Issue 6 domain/firstReview and domain/finalReview: the applications at a stage
 * (by default those waiting for it), filtered by status and domain in the URL,
 * paged; one opens in a drawer (`?id=`) with its timeline and the decisions.
 */
export function ReviewQueue({ stage }: ReviewQueueProps) {
  const [params, setParams] = useSearchParams();
  const detail = useDetailParam('id');
  const statusId = useId();
  const domainId = useId();
  const { state: auth } = useAuth();
  const t = useText(onboardingText);
  const filters = reviewFiltersFromParams(stage, params);
  const list = useQuery(onboardingQueries.reviewList(filters));
  // Admins filter by every domain (its configuration lists them all); a domain reviewer by their own
  // domains only (GET /primary/home). Until either answers, the domains in the queue stand in.
  const configs = useQuery({ ...onboardingQueries.entryConfigs(), enabled: auth?.userType === 'admin' });
  const own = useQuery({ ...onboardingQueries.reviewerDomains(), enabled: auth?.userType === 'user' && stage === 'first' });
  const domains = new Map<string, string>();
  const known = own.data ?? configs.data?.map((config) => config.domain);
  for (const domain of known ?? list.data?.items.map((item) => item.domain) ?? []) domains.set(domain.id, domain.name);
  if (filters.domain && !domains.has(filters.domain)) domains.set(filters.domain, filters.domain);
  const set = (key: 'status' | 'domain' | 'page', value: string | undefined) => setParams(withFilter(params, key, value));
  const filtered = Boolean(filters.status || filters.domain);
  const data = list.data;
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center">
        <Flex gap={8} align="center">
          <label htmlFor={statusId}>{t('review.status')}</label>
          <Select
            id={statusId}
            style={{ width: 160 }}
            value={filters.status ?? ''}
            onChange={(value) => set('status', value || undefined)}
            options={[{ value: '', label: t('review.statusWaiting') }, ...QUEUE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))]}
          />
        </Flex>
        <Flex gap={8} align="center">
          <label htmlFor={domainId}>{t('review.domain')}</label>
          <Select
            id={domainId}
            style={{ width: 200 }}
            value={filters.domain ?? ''}
            onChange={(value) => set('domain', value || undefined)}
            options={[{ value: '', label: t('review.allDomains') }, ...[...domains].map(([value, label]) => ({ value, label }))]}
          />
        </Flex>
        {data ? <Typography.Text type="secondary">{t('review.total', { total: data.total })}</Typography.Text> : null}
      </Flex>
      <ListView
        items={data?.items}
        loading={list.isFetching}
        itemKey={(item) => item.id}
        label={t('review.list')}
        loadingLabel={t('review.loading')}
        emptyText={filtered ? t('review.emptyFiltered') : t('review.empty')}
        onClear={filtered ? () => setParams(new URLSearchParams()) : undefined}
        clearLabel={t('review.clear')}
        error={list.isError && !data ? { title: t('review.failed'), onRetry: () => void list.refetch(), retryLabel: t('common.retry') } : undefined}
        renderItem={(item) => <QueueItem item={item} linkProps={detail.linkProps(item.id)} />}
      />
      {data && data.total > data.pageSize ? (
        <nav aria-label={t('review.pagination')}>
          <Pagination
            align="center"
            current={data.page}
            pageSize={data.pageSize}
            total={data.total}
            showSizeChanger={false}
            onChange={(page) => set('page', String(page))}
          />
        </nav>
      ) : null}
      <QueueDetail id={detail.id} onClose={detail.close} />
    </Flex>
  );
}
