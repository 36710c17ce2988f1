import { analyticsText, type AnalyticsText } from './text';

/** A CSV cell's value: text or a number; nothing is an empty cell. */
export type CsvValue = string | number | null | undefined;

/** UTF-8's byte order mark: Excel reads a CSV without it in the system's code page (GBK on Chinese Windows). */
export const CSV_BOM = '\uFEFF';

/** What makes a spreadsheet take a cell for a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One quoted CSV field: quotes doubled; text starting with = + - @ (or a tab or carriage return)
 * gets a leading single quote so a spreadsheet shows it as text instead of running it.
 * Numbers are written as they are (a count is never a formula).
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** A whole CSV file's text: the BOM, the header row, then the rows; CRLF line ends (RFC 4180). */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvField).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** Characters no file system takes in a name. */
const UNSAFE_NAME = /[\\/:*?"<>|]/g;

/** The export's file name: 页面浏览-2026-11-01至2026-11-30.csv, with the site's name when one is chosen. */
export function csvFileName(table: string, from: string, to: string, site?: string, t: AnalyticsText = analyticsText.t): string {
  const parts = [table, ...(site ? [site] : []), t('export.range', { from, to })];
  return `${parts.join('-').replace(UNSAFE_NAME, '_')}.csv`;
}

/** The CSV as a file the browser saves (UTF-8; the BOM is the text's first character). */
export function csvBlob(csv: string): Blob {
  return new Blob([csv], { type: 'text/csv;charset=utf-8' });
}
