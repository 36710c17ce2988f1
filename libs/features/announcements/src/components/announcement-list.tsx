import { useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Input, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ANNOUNCEMENT_EDITABLE_STATUSES,
  ANNOUNCEMENT_PUBLISHABLE_STATUSES,
  ANNOUNCEMENT_STATUSES,
  ANNOUNCEMENT_STATUS_LABELS,
  type AnnouncementSummary,
} from '@portal/api-contract';
import { ActionFailureAlert, LoadFailed } from '@portal/ui-kit';
import { formatMinute } from '@portal/util';
import { errorMessage, actionFailure, type ActionFailure } from '@portal/api-client';
import { paths } from '@portal/site-config';
import { announcementQueries } from '../api/announcement-queries';
import { useChangeState } from '../api/mutations';
import { ANNOUNCEMENT_KEYWORD_MAX, listFiltersFromParams, withFilter } from '../hooks/list-filters';
import { ANNOUNCEMENT_STRINGS } from '../strings';
import { AnnouncementStatusTag } from './status-tag';

const S = ANNOUNCEMENT_STRINGS.list;
const C = ANNOUNCEMENT_STRINGS.common;

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
  const data = list.data;

  const confirm = (item: AnnouncementSummary, kind: 'publish' | 'offline') =>
    modal.confirm({
      title: kind === 'publish' ? S.publishConfirm : S.offlineConfirm,
      content: (
        <Flex vertical gap={4}>
          <Typography.Text strong>{item.title}</Typography.Text>
          <Typography.Text type="secondary">{kind === 'publish' ? S.publishHint : S.offlineHint}</Typography.Text>
        </Flex>
      ),
      okText: S.ok,
      cancelText: S.cancel,
      okButtonProps: { autoInsertSpace: false },
      cancelButtonProps: { autoInsertSpace: false },
      onOk: async () => {
        setFailure(null);
        try {
          await change.mutateAsync({ change: kind, id: item.id, version: item.version });
          void message.success(kind === 'publish' ? S.published : S.offlined);
        } catch (error) {
          setFailure(actionFailure(error, C.failed));
        }
      },
    });

  const counts = data?.counts;
  const total = counts ? counts.draft + counts.published + counts.offline : undefined;
  const tabs = [
    { key: '', label: total === undefined ? S.all : S.tab(S.all, total) },
    ...ANNOUNCEMENT_STATUSES.map((status) => ({
      key: status,
      label: counts ? S.tab(ANNOUNCEMENT_STATUS_LABELS[status], counts[status]) : ANNOUNCEMENT_STATUS_LABELS[status],
    })),
  ];

  return (
    <Flex vertical gap={16}>
      <Tabs aria-label={S.tabs} activeKey={filters.status ?? ''} items={tabs} onChange={(key) => setParams(withFilter(params, 'status', key || undefined))} />
      <Input.Search
        // Remounted when the URL's keyword changes (back/forward), so the box shows it.
        key={filters.keyword ?? ''}
        defaultValue={filters.keyword}
        aria-label={S.search}
        placeholder={S.searchPlaceholder}
        maxLength={ANNOUNCEMENT_KEYWORD_MAX}
        allowClear
        enterButton={S.searchButton}
        style={{ maxWidth: 420 }}
        onSearch={(value) => setParams(withFilter(params, 'keyword', value.trim() || undefined))}
      />
      <ActionFailureAlert failure={failure} conflictTitle={C.conflictTitle} conflictHint={C.conflict} onClose={() => setFailure(null)} />
      {list.isError && !data ? (
        <LoadFailed title={S.failed} subTitle={errorMessage(list.error, '')} retryLabel={C.retry} onRetry={() => void list.refetch()} />
      ) : (
        <Table<AnnouncementSummary>
          rowKey="id"
          size="middle"
          aria-label={S.label}
          loading={list.isFetching}
          dataSource={data?.items ?? []}
          scroll={{ x: 720 }}
          // antd's own placeholder grey (#bfbfbf) fails WCAG AA contrast; secondary text passes.
          locale={{
            emptyText: (
              <Typography.Text type="secondary">
                {list.isPending ? S.loading : filters.keyword ? S.emptyKeyword : filters.status ? S.emptyFiltered : S.empty}
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
                  showTotal: S.total,
                  onChange: (page) => setParams(withFilter(params, 'page', String(page))),
                }
              : false
          }
          columns={[
            {
              key: 'title',
              title: S.columns.title,
              render: (_value, item) => (
                <Typography.Text strong style={{ wordBreak: 'break-word' }}>
                  {item.title}
                </Typography.Text>
              ),
            },
            { key: 'status', title: S.columns.status, width: 100, render: (_value, item) => <AnnouncementStatusTag status={item.status} /> },
            { key: 'updatedAt', title: S.columns.updatedAt, width: 160, render: (_value, item) => formatMinute(item.updatedAt) },
            { key: 'updatedBy', title: S.columns.updatedBy, width: 120, render: (_value, item) => item.updatedBy ?? '—' },
            {
              key: 'actions',
              title: S.columns.actions,
              width: 180,
              render: (_value, item) => (
                <Flex wrap gap={4} align="center">
                  {ANNOUNCEMENT_EDITABLE_STATUSES.includes(item.status) ? (
                    <Link to={paths.workspace.announcements.edit(item.id)} aria-label={`${S.edit}：${item.title}`} style={{ paddingInline: 7 }}>
                      {S.edit}
                    </Link>
                  ) : null}
                  {ANNOUNCEMENT_PUBLISHABLE_STATUSES.includes(item.status) ? (
                    <Button
                      type="link"
                      size="small"
                      autoInsertSpace={false}
                      aria-label={`${S.publish}：${item.title}`}
                      onClick={() => confirm(item, 'publish')}
                    >
                      {S.publish}
                    </Button>
                  ) : null}
                  {item.status === 'published' ? (
                    <Button
                      type="link"
                      size="small"
                      danger
                      autoInsertSpace={false}
                      aria-label={`${S.offline}：${item.title}`}
                      onClick={() => confirm(item, 'offline')}
                    >
                      {S.offline}
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
