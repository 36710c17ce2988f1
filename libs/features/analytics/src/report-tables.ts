import type { AnalyticsReport } from '@portal/api-contract';
import { count, formatDuration, oneDecimal, shareOf, type DailyRow, type FunnelRow, type MedianRow, type PageRow } from './analytics-format';
import { buildCsv, type CsvValue } from './csv';
import { analyticsText, type AnalyticsKey, type AnalyticsText } from './text';

type DetailRow = AnalyticsReport['details'][number];
type DownloadRow = AnalyticsReport['downloads'][number];
type SearchRow = AnalyticsReport['searches'][number];
type ZeroResultRow = AnalyticsReport['zeroResults'][number];

/**
 * One column of a report table: shown in the table and written to its CSV from the same row. Its
 * heading is a message key, read in the active language when the table is drawn or exported.
 */
export interface ReportColumn<Row> {
  key: string;
  title: AnalyticsKey;
  /** The cell as the CSV has it: plain numbers, no separators. */
  csv: (row: Row, t: AnalyticsText) => CsvValue;
  /** The cell as the table shows it (default: the CSV's value, numbers with thousands separators). */
  text?: (row: Row, t: AnalyticsText) => string;
  /** Numbers align right. */
  numeric?: boolean;
  /** The CSV's header when it differs from the table's (a unit the cells leave out). */
  csvTitle?: AnalyticsKey;
  /** The cells are the server's words (names, titles, queries): Chinese whatever the interface language. */
  content?: boolean;
}

/** A report table: its name (the table's label and the CSV's file name), its columns and its rows' keys. */
export interface ReportTableSpec<Row> {
  name: AnalyticsKey;
  columns: readonly ReportColumn<Row>[];
  rowKey: (row: Row) => string;
}

/** A cell as the table shows it. */
export function cellText<Row>(column: ReportColumn<Row>, row: Row, t: AnalyticsText = analyticsText.t): string {
  if (column.text) return column.text(row, t);
  const value = column.csv(row, t);
  if (value === null || value === undefined) return t('none');
  return typeof value === 'number' ? count(value) : value;
}

/** A table's CSV: its columns' headers, then each row as the CSV writes it. */
export function tableCsv<Row>(spec: ReportTableSpec<Row>, rows: readonly Row[], t: AnalyticsText = analyticsText.t): string {
  return buildCsv(
    spec.columns.map((column) => t(column.csvTitle ?? column.title)),
    rows.map((row) => spec.columns.map((column) => column.csv(row, t))),
  );
}

export const DAILY_TABLE: ReportTableSpec<DailyRow> = {
  name: 'trend.table',
  rowKey: (row) => row.day,
  columns: [
    { key: 'day', title: 'trend.columns.day', csv: (row) => row.day },
    { key: 'pageViews', title: 'trend.columns.pageViews', csv: (row) => row.pageViews, numeric: true },
    { key: 'detailViews', title: 'trend.columns.detailViews', csv: (row) => row.detailViews, numeric: true },
    { key: 'downloads', title: 'trend.columns.downloads', csv: (row) => row.downloads, numeric: true },
    { key: 'searches', title: 'trend.columns.searches', csv: (row) => row.searches, numeric: true },
  ],
};

export const PAGES_TABLE: ReportTableSpec<PageRow> = {
  name: 'pages.title',
  rowKey: (row) => row.route,
  columns: [
    { key: 'label', title: 'pages.columns.label', csv: (row) => row.label, content: true },
    { key: 'route', title: 'pages.columns.route', csv: (row) => row.route },
    { key: 'views', title: 'pages.columns.views', csv: (row) => row.views, numeric: true },
  ],
};

export const DETAILS_TABLE: ReportTableSpec<DetailRow> = {
  name: 'details.title',
  rowKey: (row) => `${row.kind}:${row.id}`,
  columns: [
    { key: 'kind', title: 'details.columns.kind', csv: (row, t) => t(`detailKind.${row.kind}`) },
    { key: 'title', title: 'details.columns.title', csv: (row) => row.title, content: true },
    { key: 'views', title: 'details.columns.views', csv: (row) => row.views, numeric: true },
  ],
};

export const DOWNLOADS_TABLE: ReportTableSpec<DownloadRow> = {
  name: 'downloads.title',
  rowKey: (row) => row.fileId,
  columns: [
    { key: 'name', title: 'downloads.columns.name', csv: (row) => row.name, content: true },
    { key: 'purpose', title: 'downloads.columns.purpose', csv: (row) => row.purpose, content: true },
    { key: 'downloads', title: 'downloads.columns.downloads', csv: (row) => row.downloads, numeric: true },
  ],
};

export const SEARCHES_TABLE: ReportTableSpec<SearchRow> = {
  name: 'searches.top',
  rowKey: (row) => row.query,
  columns: [
    { key: 'query', title: 'searches.columns.query', csv: (row) => row.query, content: true },
    { key: 'searches', title: 'searches.columns.searches', csv: (row) => row.searches, numeric: true },
    { key: 'meanResults', title: 'searches.columns.meanResults', csv: (row) => oneDecimal(row.meanResults), numeric: true },
  ],
};

export const ZERO_RESULTS_TABLE: ReportTableSpec<ZeroResultRow> = {
  name: 'searches.zero',
  rowKey: (row) => row.query,
  columns: [
    { key: 'query', title: 'searches.columns.query', csv: (row) => row.query, content: true },
    { key: 'searches', title: 'searches.columns.searches', csv: (row) => row.searches, numeric: true },
  ],
};

/** The funnel's stages; the share is of the applications that entered it (its first stage). */
export function funnelTable(applied: number): ReportTableSpec<FunnelRow> {
  return {
    name: 'funnel.stages',
    rowKey: (row) => row.stage,
    columns: [
      { key: 'stage', title: 'funnel.stageColumns.stage', csv: (row, t) => t(`funnelStage.${row.stage}`) },
      { key: 'count', title: 'funnel.stageColumns.count', csv: (row) => row.count, numeric: true },
      { key: 'share', title: 'funnel.stageColumns.share', csv: (row, t) => shareOf(row.count, applied, t), numeric: true },
    ],
  };
}

export const MEDIANS_TABLE: ReportTableSpec<MedianRow> = {
  name: 'funnel.medians',
  rowKey: (row) => row.stage,
  columns: [
    // The stage's name comes with the report (the server's words).
    { key: 'stage', title: 'funnel.medianColumns.stage', csv: (row) => row.label, content: true },
    {
      key: 'median',
      title: 'funnel.medianColumns.median',
      csvTitle: 'funnel.medianColumns.medianHours',
      // The CSV keeps hours throughout (one unit to compute with); nothing measured is an empty cell.
      csv: (row) => (row.hours === null ? null : oneDecimal(row.hours)),
      text: (row, t) => formatDuration(row.hours, t),
      numeric: true,
    },
    { key: 'samples', title: 'funnel.medianColumns.samples', csv: (row) => row.samples, numeric: true },
  ],
};
