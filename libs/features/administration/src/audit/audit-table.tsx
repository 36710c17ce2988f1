import { useQuery } from '@tanstack/react-query';
import { Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { AuditRecordView } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { LoadFailed, StatusTag, VISUALLY_HIDDEN, type StatusTone } from '@portal/ui-kit';
import { AUDIT_PAGE_SIZES, auditFiltersFromParams, hasAuditFilters, withAuditPage, type AuditResult } from './audit-filters';
import { actionLabel, compactSummary, formatSecond, hasSummary, prettySummary, roleLabel, targetTypeLabel } from './audit-format';
import { auditQueries } from './audit-queries';
import { AUDIT_STRINGS } from './strings';

const S = AUDIT_STRINGS.table;

const RESULT_TONES: Record<AuditResult, StatusTone> = { ok: 'success', denied: 'warning', failed: 'danger' };

/** A record's result as a tag: 成功 green, 拒绝 orange, 失败 red (all with AA contrast). */
export function AuditResultTag({ result }: { result: AuditResult }) {
  return <StatusTag tone={RESULT_TONES[result]}>{AUDIT_STRINGS.results[result]}</StatusTag>;
}

const secondary = { fontSize: 12 } as const;
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12 } as const;

const COLUMNS: TableColumnsType<AuditRecordView> = [
  {
    key: 'at',
    title: S.columns.at,
    width: 170,
    render: (_value, record) => <time dateTime={record.at}>{formatSecond(record.at)}</time>,
  },
  {
    key: 'actor',
    title: S.columns.actor,
    width: 160,
    render: (_value, record) => (
      <Flex vertical>
        <Typography.Text style={{ wordBreak: 'break-all' }}>{record.actorAccount}</Typography.Text>
        <Typography.Text type="secondary" style={secondary}>
          {roleLabel(record.actorRole)}
        </Typography.Text>
      </Flex>
    ),
  },
  { key: 'ip', title: S.columns.ip, width: 130, render: (_value, record) => <span style={mono}>{record.ip}</span> },
  {
    key: 'action',
    title: S.columns.action,
    width: 170,
    render: (_value, record) => <span title={record.action}>{actionLabel(record.action)}</span>,
  },
  {
    key: 'target',
    title: S.columns.target,
    width: 190,
    render: (_value, record) => (
      <Flex vertical>
        <Typography.Text type="secondary" style={secondary}>
          {targetTypeLabel(record.targetType)}
        </Typography.Text>
        <span style={{ ...mono, wordBreak: 'break-all' }}>{record.targetId}</span>
      </Flex>
    ),
  },
  { key: 'result', title: S.columns.result, width: 80, render: (_value, record) => <AuditResultTag result={record.result} /> },
  {
    key: 'summary',
    title: S.columns.summary,
    render: (_value, record) => {
      const text = compactSummary(record.summary);
      return (
        <span title={text} style={{ ...mono, display: 'block', maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {text}
        </span>
      );
    },
  },
];

/** The summary of an expanded row, pretty-printed. */
function SummaryDetail({ record }: { record: AuditRecordView }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{S.summaryTitle}</Typography.Text>
      <pre style={{ ...mono, margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{prettySummary(record.summary)}</pre>
    </Flex>
  );
}

/**
 * Issue 17 /workspace/audit: the log, newest first, filtered and paged by the URL (`?actor=`,
 * `?action=`, `?page=`…). A row with a summary expands to show it whole. Loading keeps the last
 * page under the table's spinner; a failure without data offers 重新加载.
 */
export function AuditTable() {
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersFromParams(params);
  const list = useQuery(auditQueries.list(filters));
  const data = list.data;

  if (list.isError && !data) {
    return <LoadFailed title={S.failed} subTitle={errorMessage(list.error, '')} retryLabel={S.retry} onRetry={() => void list.refetch()} />;
  }
  return (
    <Table<AuditRecordView>
      rowKey="seq"
      size="middle"
      aria-label={S.label}
      loading={list.isFetching}
      dataSource={data?.items ?? []}
      columns={COLUMNS}
      scroll={{ x: 1100 }}
      expandable={{
        // The expand column's header is named for screen readers (an empty header fails axe).
        columnTitle: <span style={VISUALLY_HIDDEN}>{S.expandColumn}</span>,
        rowExpandable: (record) => hasSummary(record.summary),
        expandedRowRender: (record) => <SummaryDetail record={record} />,
      }}
      // antd's own placeholder grey (#bfbfbf) fails WCAG AA contrast; secondary text passes.
      locale={{
        emptyText: <Typography.Text type="secondary">{list.isPending ? S.loading : hasAuditFilters(filters) ? S.emptyFiltered : S.empty}</Typography.Text>,
      }}
      pagination={
        data && data.total > 0
          ? {
              current: filters.page,
              pageSize: filters.pageSize,
              total: data.total,
              showSizeChanger: true,
              pageSizeOptions: AUDIT_PAGE_SIZES.map(String),
              showTotal: S.total,
              onChange: (page, pageSize) => setParams(withAuditPage(params, page, pageSize)),
            }
          : false
      }
    />
  );
}
