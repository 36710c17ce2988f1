import { useQuery } from '@tanstack/react-query';
import { Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AuditRecordView } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { LoadFailed, StatusTag, VISUALLY_HIDDEN, type StatusTone } from '@portal/ui-kit';
import { AUDIT_PAGE_SIZES, auditFiltersFromParams, hasAuditFilters, withAuditPage, type AuditResult } from './audit-filters';
import { actionLabel, compactSummary, formatSecond, hasSummary, prettySummary, roleLabel, targetTypeLabel } from './audit-format';
import { auditQueries } from './audit-queries';
import { administrationText, type AdministrationText } from '../text';

const RESULT_TONES: Record<AuditResult, StatusTone> = { ok: 'success', denied: 'warning', failed: 'danger' };

/** A record's result as a tag: 成功 green, 拒绝 orange, 失败 red (all with AA contrast). */
export function AuditResultTag({ result }: { result: AuditResult }) {
  const t = useText(administrationText);
  return <StatusTag tone={RESULT_TONES[result]}>{t(`audit.result.${result}`)}</StatusTag>;
}

const secondary = { fontSize: 12 } as const;
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12 } as const;

const columns = (t: AdministrationText): TableColumnsType<AuditRecordView> => [
  {
    key: 'at',
    title: t('audit.column.at'),
    width: 170,
    render: (_value, record) => <time dateTime={record.at}>{formatSecond(record.at)}</time>,
  },
  {
    key: 'actor',
    title: t('audit.column.actor'),
    width: 160,
    render: (_value, record) => (
      <Flex vertical>
        <Typography.Text style={{ wordBreak: 'break-all' }}>{record.actorAccount}</Typography.Text>
        <Typography.Text type="secondary" style={secondary}>
          {roleLabel(record.actorRole, t)}
        </Typography.Text>
      </Flex>
    ),
  },
  { key: 'ip', title: t('audit.column.ip'), width: 130, render: (_value, record) => <span style={mono}>{record.ip}</span> },
  {
    key: 'action',
    title: t('audit.column.action'),
    width: 170,
    render: (_value, record) => <span title={record.action}>{actionLabel(record.action, t)}</span>,
  },
  {
    key: 'target',
    title: t('audit.column.target'),
    width: 190,
    render: (_value, record) => (
      <Flex vertical>
        <Typography.Text type="secondary" style={secondary}>
          {targetTypeLabel(record.targetType, t)}
        </Typography.Text>
        <span style={{ ...mono, wordBreak: 'break-all' }}>{record.targetId}</span>
      </Flex>
    ),
  },
  { key: 'result', title: t('audit.column.result'), width: 80, render: (_value, record) => <AuditResultTag result={record.result} /> },
  {
    key: 'summary',
    title: t('audit.column.summary'),
    render: (_value, record) => {
      const text = compactSummary(record.summary);
      return (
        <span
          title={text}
          lang={CONTENT_LANG}
          style={{ ...mono, display: 'block', maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {text}
        </span>
      );
    },
  },
];

/** The summary of an expanded row, pretty-printed. */
function SummaryDetail({ record }: { record: AuditRecordView }) {
  const t = useText(administrationText);
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{t('audit.table.summaryTitle')}</Typography.Text>
      <pre lang={CONTENT_LANG} style={{ ...mono, margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {prettySummary(record.summary)}
      </pre>
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
  const t = useText(administrationText);
  const tableColumns = useMemo(() => columns(t), [t]);

  if (list.isError && !data) {
    return (
      <LoadFailed title={t('audit.table.failed')} subTitle={errorMessage(list.error, '')} retryLabel={t('common.retry')} onRetry={() => void list.refetch()} />
    );
  }
  return (
    <Table<AuditRecordView>
      rowKey="seq"
      size="middle"
      aria-label={t('audit.table.label')}
      loading={list.isFetching}
      dataSource={data?.items ?? []}
      columns={tableColumns}
      scroll={{ x: 1100 }}
      expandable={{
        // The expand column's header is named for screen readers (an empty header fails axe).
        columnTitle: <span style={VISUALLY_HIDDEN}>{t('audit.table.expandColumn')}</span>,
        rowExpandable: (record) => hasSummary(record.summary),
        expandedRowRender: (record) => <SummaryDetail record={record} />,
      }}
      // antd's own placeholder grey (#bfbfbf) fails WCAG AA contrast; secondary text passes.
      locale={{
        emptyText: (
          <Typography.Text type="secondary">
            {list.isPending ? t('audit.table.loading') : hasAuditFilters(filters) ? t('audit.table.emptyFiltered') : t('audit.table.empty')}
          </Typography.Text>
        ),
      }}
      pagination={
        data && data.total > 0
          ? {
              current: filters.page,
              pageSize: filters.pageSize,
              total: data.total,
              showSizeChanger: true,
              pageSizeOptions: AUDIT_PAGE_SIZES.map(String),
              showTotal: (total) => t('audit.table.total', { total }),
              onChange: (page, pageSize) => setParams(withAuditPage(params, page, pageSize)),
            }
          : false
      }
    />
  );
}
