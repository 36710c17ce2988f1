import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { saveBlob } from '@portal/api-client';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { csvBlob } from './csv';
import { cellText, tableCsv, type ReportTableSpec } from './report-tables';
import { analyticsText } from './text';

/** A section's (or a table's) empty state: the range has nothing to show here. */
export function EmptyNote({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Typography.Text type="secondary">{text}</Typography.Text>} />;
}

/** 导出 CSV: the table's rows, built here in the browser and saved under `fileName`. */
function ExportButton<Row>({ spec, rows, fileName }: { spec: ReportTableSpec<Row>; rows: readonly Row[]; fileName: string }) {
  const { message } = App.useApp();
  const t = useText(analyticsText);
  const save = () => {
    saveBlob(csvBlob(tableCsv(spec, rows, t)), fileName);
    void message.success(analyticsText.t('export.done', { name: fileName }));
  };
  return (
    <Button size="small" icon={<DownloadOutlined aria-hidden />} autoInsertSpace={false} aria-label={t('export.label', { table: t(spec.name) })} onClick={save}>
      {t('export.button')}
    </Button>
  );
}

export interface ReportTableProps<Row> {
  spec: ReportTableSpec<Row>;
  rows: readonly Row[];
  /** The CSV's file name of a table name (csvFileName with the report's site and range). */
  fileOf: (table: string) => string;
  /** The table's own heading (level 4), when its section holds more than one table. */
  heading?: boolean;
  /** What to say when there are no rows. */
  empty: string;
  /** Rows per page; longer tables page (the daily table of a long range). */
  pageSize?: number;
}

/**
 * A report table with its 导出 CSV button: the numbers of the chart above it, readable without the
 * chart and by screen readers. The CSV holds the same columns, unformatted (csv.ts).
 */
export function ReportTable<Row extends object>({ spec, rows, fileOf, heading = false, empty, pageSize }: ReportTableProps<Row>) {
  const t = useText(analyticsText);
  const name = t(spec.name);
  const columns: TableColumnsType<Row> = useMemo(
    () =>
      spec.columns.map((column) => ({
        key: column.key,
        title: t(column.title),
        align: column.numeric ? 'right' : 'left',
        render: (_value: unknown, row: Row) => (column.content ? <span lang={CONTENT_LANG}>{cellText(column, row, t)}</span> : cellText(column, row, t)),
      })),
    [spec, t],
  );
  const title = heading ? (
    <Typography.Title level={3} style={{ fontSize: 14, margin: 0 }}>
      {name}
    </Typography.Title>
  ) : (
    <span />
  );
  if (rows.length === 0) {
    return (
      <Flex vertical gap={8}>
        {heading ? title : null}
        <EmptyNote text={empty} />
      </Flex>
    );
  }
  return (
    <Flex vertical gap={8} style={{ minWidth: 0 }}>
      <Flex justify="space-between" align="center" gap={8}>
        {title}
        <ExportButton spec={spec} rows={rows} fileName={fileOf(name)} />
      </Flex>
      <Table<Row>
        size="small"
        aria-label={name}
        rowKey={spec.rowKey}
        columns={columns}
        dataSource={rows as Row[]}
        scroll={{ x: 'max-content' }}
        pagination={pageSize && rows.length > pageSize ? { pageSize, showSizeChanger: false, size: 'small' } : false}
      />
    </Flex>
  );
}
