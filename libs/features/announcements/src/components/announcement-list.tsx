import { useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Input, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ANNOUNCEMENT_EDITABLE_STATUSES, ANNOUNCEMENT_PUBLISHABLE_STATUSES, ANNOUNCEMENT_STATUSES, type AnnouncementSummary } from '@portal/api-contract';
import { ActionFailureAlert, LoadFailed } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { errorMessage, actionFailure, type ActionFailure } from '@portal/api-client';
import { paths } from '@portal/site-config';
import { announcementQueries } from '../api/announcement-queries';
import { useChangeState } from '../api/mutations';
import { ANNOUNCEMENT_KEYWORD_MAX, listFiltersFromParams, withFilter } from '../hooks/list-filters';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { announcementsText } from '../text';
import { AnnouncementStatusTag } from './status-tag';

/**
 * Issue 6 annouce/list: every announcement, newest change first, filtered by status in the URL
 * (`?status=`, `?page=`), with 编辑 for drafts and offline ones, 发布 and 下线 after a confirmation.
 */
export function AnnouncementList() {
  const [params, setParams] = useSearchParams();
  const filters = listFiltersFromParams(params);
  const list = useQuery(announcementQueries.list(filters));
  const change = useChangeState();
  const { modal, message } = App.useApp();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const t = useText(announcementsText);
  const data = list.data;

  const confirm = (item: AnnouncementSummary, kind: 'publish' | 'offline') =>
    modal.confirm({
      title: kind === 'publish' ? t('list.publishConfirm') : t('list.offlineConfirm'),
      content: (
        <Flex vertical gap={4}>
          <Typography.Text strong lang={CONTENT_LANG}>
            {item.title}
          </Typography.Text>
          <Typography.Text type="secondary">{kind === 'publish' ? t('list.publishHint') : t('list.offlineHint')}</Typography.Text>
        </Flex>
      ),
      okText: t('list.ok'),
      cancelText: t('list.cancel'),
      okButtonProps: { autoInsertSpace: false },
      cancelButtonProps: { autoInsertSpace: false },
      onOk: async () => {
        setFailure(null);
        try {
          await change.mutateAsync({ change: kind, id: item.id, version: item.version });
          void message.success(kind === 'publish' ? announcementsText.t('list.published') : announcementsText.t('list.offlined'));
        } catch (error) {
          setFailure(actionFailure(error, announcementsText.t('common.failed')));
        }
      },
    });

  const counts = data?.counts;
  const total = counts ? counts.draft + counts.published + counts.offline : undefined;
  const tabs = [
    { key: '', label: total === undefined ? t('list.all') : t('list.tab', { label: t('list.all'), count: total }) },
    ...ANNOUNCEMENT_STATUSES.map((status) => ({
      key: status,
      label: counts ? t('list.tab', { label: t(`status.${status}`), count: counts[status] }) : t(`status.${status}`),
    })),
  ];

  return (
    <Flex vertical gap={16}>
      <Tabs
        aria-label={t('list.tabs')}
        activeKey={filters.status ?? ''}
        items={tabs}
        onChange={(key) => setParams(withFilter(params, 'status', key || undefined))}
      />
      <Input.Search
        // Remounted when the URL's keyword changes (back/forward), so the box shows it.
        key={filters.keyword ?? ''}
        defaultValue={filters.keyword}
        aria-label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        maxLength={ANNOUNCEMENT_KEYWORD_MAX}
        allowClear
        enterButton={t('list.searchButton')}
        style={{ maxWidth: 420 }}
        onSearch={(value) => setParams(withFilter(params, 'keyword', value.trim() || undefined))}
      />
      <ActionFailureAlert failure={failure} conflictTitle={t('common.conflictTitle')} conflictHint={t('common.conflict')} onClose={() => setFailure(null)} />
      {list.isError && !data ? (
        <LoadFailed title={t('list.failed')} subTitle={errorMessage(list.error, '')} retryLabel={t('common.retry')} onRetry={() => void list.refetch()} />
      ) : (
        <Table<AnnouncementSummary>
          rowKey="id"
          size="middle"
          aria-label={t('list.label')}
          loading={list.isFetching}
          dataSource={data?.items ?? []}
          scroll={{ x: 720 }}
          // antd's own placeholder grey (#bfbfbf) fails WCAG AA contrast; secondary text passes.
          locale={{
            emptyText: (
              <Typography.Text type="secondary">
                {list.isPending ? t('list.loading') : filters.keyword ? t('list.emptyKeyword') : filters.status ? t('list.emptyFiltered') : t('list.empty')}
              </Typography.Text>
            ),
          }}
          pagination={
            data && data.total > data.pageSize
              ? {
                  current: data.page,
                  pageSize: data.pageSize,
                  total: data.total,
                  showSizeChanger: false,
                  showTotal: (count) => t('list.total', { total: count }),
                  onChange: (page) => setParams(withFilter(params, 'page', String(page))),
                }
              : false
          }
          columns={[
            {
              key: 'title',
              title: t('list.columns.title'),
              render: (_value, item) => (
                <Typography.Text strong style={{ wordBreak: 'break-word' }} lang={CONTENT_LANG}>
                  {item.title}
                </Typography.Text>
              ),
            },
            { key: 'status', title: t('list.columns.status'), width: 100, render: (_value, item) => <AnnouncementStatusTag status={item.status} /> },
            { key: 'updatedAt', title: t('list.columns.updatedAt'), width: 160, render: (_value, item) => formatMinute(item.updatedAt) },
            {
              key: 'updatedBy',
              title: t('list.columns.updatedBy'),
              width: 120,
              render: (_value, item) => (item.updatedBy === null ? '—' : <span lang={CONTENT_LANG}>{item.updatedBy}</span>),
            },
            {
              key: 'actions',
              title: t('list.columns.actions'),
              width: 180,
              render: (_value, item) => (
                <Flex wrap gap={4} align="center">
                  {ANNOUNCEMENT_EDITABLE_STATUSES.includes(item.status) ? (
                    <Link to={paths.workspace.announcements.edit(item.id)} aria-label={t('list.editItem', { title: item.title })} style={{ paddingInline: 7 }}>
                      {t('list.edit')}
                    </Link>
                  ) : null}
                  {ANNOUNCEMENT_PUBLISHABLE_STATUSES.includes(item.status) ? (
                    <Button
                      type="link"
                      size="small"
                      autoInsertSpace={false}
                      aria-label={t('list.publishItem', { title: item.title })}
                      onClick={() => confirm(item, 'publish')}
                    >
                      {t('list.publish')}
                    </Button>
                  ) : null}
                  {item.status === 'published' ? (
                    <Button
                      type="link"
                      size="small"
                      danger
                      autoInsertSpace={false}
                      aria-label={t('list.offlineItem', { title: item.title })}
                      onClick={() => confirm(item, 'offline')}
                    >
                      {t('list.offline')}
                    </Button>
                  ) : null}
                </Flex>
              ),
            },
          ]}
        />
      )}
    </Flex>
  );
}
