import { DETAIL_KIND_LABELS, FUNNEL_STAGE_LABELS, type AnalyticsReport } from '@portal/api-contract';
import { count, formatDuration, oneDecimal, shareOf, type DailyRow, type FunnelRow, type MedianRow, type PageRow } from './analytics-format';
import { buildCsv, type CsvValue } from './csv';
import { ANALYTICS_STRINGS } from './strings';

const S = ANALYTICS_STRINGS;

type DetailRow = AnalyticsReport['details'][number];
type DownloadRow = AnalyticsReport['downloads'][number];
type SearchRow = AnalyticsReport['searches'][number];
type ZeroResultRow = AnalyticsReport['zeroResults'][number];

/** One column of a report table: shown in the table and written to its CSV from the same row. */
export interface ReportColumn<Row> {
  key: string;
  title: string;
  /** The cell as the CSV has it: plain numbers, no separators. */
  csv: (row: Row) => CsvValue;
  /** The cell as the table shows it (default: the CSV's value, numbers with thousands separators). */
  text?: (row: Row) => string;
  /** Numbers align right. */
  numeric?: boolean;
  /** The CSV's header when it differs from the table's (a unit the cells leave out). */
  csvTitle?: string;
}

/** A report table: its name (the table's label and the CSV's file name), its columns and its rows' keys. */
export interface ReportTableSpec<Row> {
  name: string;
  columns: readonly ReportColumn<Row>[];
  rowKey: (row: Row) => string;
}

/** A cell as the table shows it. */
export function cellText<Row>(column: ReportColumn<Row>, row: Row): string {
  if (column.text) return column.text(row);
  const value = column.csv(row);
  if (value === null || value === undefined) return S.none;
  return typeof value === 'number' ? count(value) : value;
}

/** A table's CSV: its columns' headers, then each row as the CSV writes it. */
export function tableCsv<Row>(spec: ReportTableSpec<Row>, rows: readonly Row[]): string {
  return buildCsv(
    spec.columns.map((column) => column.csvTitle ?? column.title),
    rows.map((row) => spec.columns.map((column) => column.csv(row))),
  );
}

const T = S.trend.columns;
export const DAILY_TABLE: ReportTableSpec<DailyRow> = {
  name: S.trend.table,
  rowKey: (row) => row.day,
  columns: [
    { key: 'day', title: T.day, csv: (row) => row.day },
    { key: 'pageViews', title: T.pageViews, csv: (row) => row.pageViews, numeric: true },
    { key: 'detailViews', title: T.detailViews, csv: (row) => row.detailViews, numeric: true },
    { key: 'downloads', title: T.downloads, csv: (row) => row.downloads, numeric: true },
    { key: 'searches', title: T.searches, csv: (row) => row.searches, numeric: true },
  ],
};

const P = S.pages.columns;
export const PAGES_TABLE: ReportTableSpec<PageRow> = {
  name: S.pages.title,
  rowKey: (row) => row.route,
  columns: [
    { key: 'label', title: P.label, csv: (row) => row.label },
    { key: 'route', title: P.route, csv: (row) => row.route },
    { key: 'views', title: P.views, csv: (row) => row.views, numeric: true },
  ],
};

const D = S.details.columns;
export const DETAILS_TABLE: ReportTableSpec<DetailRow> = {
  name: S.details.title,
  rowKey: (row) => `${row.kind}:${row.id}`,
  columns: [
    { key: 'kind', title: D.kind, csv: (row) => DETAIL_KIND_LABELS[row.kind] },
    { key: 'title', title: D.title, csv: (row) => row.title },
    { key: 'views', title: D.views, csv: (row) => row.views, numeric: true },
  ],
};

const L = S.downloads.columns;
export const DOWNLOADS_TABLE: ReportTableSpec<DownloadRow> = {
  name: S.downloads.title,
  rowKey: (row) => row.fileId,
  columns: [
    { key: 'name', title: L.name, csv: (row) => row.name },
    { key: 'purpose', title: L.purpose, csv: (row) => row.purpose },
    { key: 'downloads', title: L.downloads, csv: (row) => row.downloads, numeric: true },
  ],
};

const Q = S.searches.columns;
export const SEARCHES_TABLE: ReportTableSpec<SearchRow> = {
  name: S.searches.top,
  rowKey: (row) => row.query,
  columns: [
    { key: 'query', title: Q.query, csv: (row) => row.query },
    { key: 'searches', title: Q.searches, csv: (row) => row.searches, numeric: true },
    { key: 'meanResults', title: Q.meanResults, csv: (row) => oneDecimal(row.meanResults), numeric: true },
  ],
};

export const ZERO_RESULTS_TABLE: ReportTableSpec<ZeroResultRow> = {
  name: S.searches.zero,
  rowKey: (row) => row.query,
  columns: [
    { key: 'query', title: Q.query, csv: (row) => row.query },
    { key: 'searches', title: Q.searches, csv: (row) => row.searches, numeric: true },
  ],
};

const F = S.funnel.stageColumns;
/** The funnel's stages; the share is of the applications that entered it (its first stage). */
export function funnelTable(applied: number): ReportTableSpec<FunnelRow> {
  return {
    name: S.funnel.stages,
    rowKey: (row) => row.stage,
    columns: [
      { key: 'stage', title: F.stage, csv: (row) => FUNNEL_STAGE_LABELS[row.stage] },
      { key: 'count', title: F.count, csv: (row) => row.count, numeric: true },
      { key: 'share', title: F.share, csv: (row) => shareOf(row.count, applied), numeric: true },
    ],
  };
}

const M = S.funnel.medianColumns;
export const MEDIANS_TABLE: ReportTableSpec<MedianRow> = {
  name: S.funnel.medians,
  rowKey: (row) => row.stage,
  columns: [
    { key: 'stage', title: M.stage, csv: (row) => row.label },
    {
      key: 'median',
      title: M.median,
      csvTitle: M.medianHours,
      // The CSV keeps hours throughout (one unit to compute with); nothing measured is an empty cell.
      csv: (row) => (row.hours === null ? null : oneDecimal(row.hours)),
      text: (row) => formatDuration(row.hours),
      numeric: true,
    },
    { key: 'samples', title: M.samples, csv: (row) => row.samples, numeric: true },
  ],
};
