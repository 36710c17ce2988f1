import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { App, Button, Empty, Flex, Pagination, Radio, Skeleton, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Notification, NotificationList } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { LoadFailed, Section } from '@portal/ui-kit';
import { useMarkRead } from '../api/mutations';
import { NOTIFICATIONS_PAGE_SIZE, notificationQueries, type NotificationFilters } from '../api/notification-queries';
import { notificationsText } from '../text';
import { filtersOf, paramsOf } from './list-params';
import { NotificationItem } from './notification-item';

interface ListBodyProps {
  data: NotificationList;
  filters: NotificationFilters;
  updating: boolean;
  onOpen: (item: Notification) => void;
  onPage: (page: number) => void;
}

/** The page of notices (or the empty state), and the pages under it. */
function ListBody({ data, filters, updating, onOpen, onPage }: ListBodyProps) {
  const t = useText(notificationsText);
  if (data.total === 0) {
    return <Empty description={<Typography.Text type="secondary">{t(filters.unread ? 'empty.unread' : 'empty.all')}</Typography.Text>} />;
  }
  return (
    <>
      <ul className="notification-list" aria-label={t('list.label')} aria-busy={updating} style={{ opacity: updating ? 0.6 : 1 }}>
        {data.items.map((item) => (
          <NotificationItem key={item.id} item={item} onOpen={onOpen} />
        ))}
      </ul>
      <Pagination
        align="end"
        current={data.page}
        pageSize={NOTIFICATIONS_PAGE_SIZE}
        total={data.total}
        showSizeChanger={false}
        hideOnSinglePage
        showTotal={(total) => t('list.total', { total })}
        aria-label={t('list.pagination')}
        onChange={onPage}
      />
    </>
  );
}

interface ListStateProps {
  query: UseQueryResult<NotificationList>;
  filters: NotificationFilters;
  onOpen: (item: Notification) => void;
  onPage: (page: number) => void;
}

/** The list once it is there; before that, its loading shape or its failure with 重试. */
function ListState({ query, filters, onOpen, onPage }: ListStateProps) {
  const t = useText(notificationsText);
  if (query.data) return <ListBody data={query.data} filters={filters} updating={query.isPlaceholderData} onOpen={onOpen} onPage={onPage} />;
  if (query.isError) {
    return <LoadFailed title={t('list.failed')} subTitle={errorMessage(query.error, '')} retryLabel={t('list.retry')} onRetry={() => void query.refetch()} />;
  }
  return (
    <div role="status" aria-busy="true" aria-label={t('list.loading')}>
      <Skeleton active title={false} paragraph={{ rows: 6 }} />
    </div>
  );
}

/**
 * Issue 22: the account's notices, newest first: 全部 or 未读 and the page in the URL, 全部标为已读,
 * and each notice marked read as it is opened. The list's unread count is the bell's too.
 */
export function NotificationListSection() {
  const t = useText(notificationsText);
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const query = useQuery(notificationQueries.list(filters));
  const markRead = useMarkRead();
  const queryClient = useQueryClient();
  const data = query.data;
  const unread = data?.unread;
  useEffect(() => {
    if (unread !== undefined) queryClient.setQueryData(notificationQueries.unreadCount().queryKey, { unread });
  }, [queryClient, unread]);

  const open = (item: Notification) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
  };
  // The button is disabled once nothing is unread: the keyboard's place moves to the filter rather than the page's start.
  const filterRef = useRef<HTMLDivElement>(null);
  const markAll = () =>
    markRead.mutate(
      { all: true },
      {
        onSuccess: () => {
          void message.success(notificationsText.t('markAll.done'));
          filterRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
        },
      },
    );
  const markingAll = markRead.isPending && markRead.variables !== undefined && 'all' in markRead.variables;
  return (
    <Section
      title={t('list.title')}
      extra={
        <Button size="small" autoInsertSpace={false} disabled={!unread} loading={markingAll} onClick={markAll}>
          {t('markAll.label')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Flex wrap gap={12} justify="space-between" align="center">
          <Radio.Group
            ref={filterRef}
            aria-label={t('filter.label')}
            optionType="button"
            value={filters.unread ? 'unread' : 'all'}
            options={[
              { value: 'all', label: t('filter.all') },
              { value: 'unread', label: t('filter.unread') },
            ]}
            onChange={(event) => setParams(paramsOf({ page: 1, unread: event.target.value === 'unread' }))}
          />
          {data ? <Typography.Text type="secondary">{t('list.summary', { total: data.total, unread: data.unread })}</Typography.Text> : null}
        </Flex>
        <ListState query={query} filters={filters} onOpen={open} onPage={(page) => setParams(paramsOf({ ...filters, page }))} />
      </Flex>
    </Section>
  );
}
