import { ANALYTICS_MAX_DAYS, type AnalyticsQuery } from '@portal/api-contract';
import { SITE_DIRECTORY } from '@portal/site-config';
import { formatDay } from '@portal/util';

/** The analytics page's filters as the URL keeps them (house style: filters live in the search params). */
export interface AnalyticsFilters {
  /** First Beijing day of the range (YYYY-MM-DD, inclusive); absent: 29 days before `to`. */
  from?: string;
  /** Last Beijing day of the range (YYYY-MM-DD, inclusive); absent: today. */
  to?: string;
  /** A site's code; absent: every site. */
  site?: string;
}

/** A range of Beijing days, both ends inclusive. */
export interface DayRange {
  from: string;
  to: string;
}

/** Why a range cannot be asked for. */
export type RangeProblem = 'incomplete' | 'inverted' | 'tooLong';

/** The quick ranges the page offers (days, ending today). */
export const QUICK_RANGES = [7, 30, 90] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];
/** The contract's default: the last 30 days. */
export const DEFAULT_RANGE_DAYS = 30;
/** The filter keys, in the order they are written to the URL. */
export const ANALYTICS_FILTER_KEYS = ['from', 'to', 'site'] as const;

const DAY_MS = 86_400_000;
const SITE_CODES = new Set(SITE_DIRECTORY.map((site) => site.code));

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today in Beijing (China keeps no summer time). */
export function beijingToday(now: Date = new Date()): string {
  return formatDay(now.toISOString());
}

/** The day `days` after (or, negative, before) a day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days a range covers, both ends counted (0 when inverted). */
export function rangeDays({ from, to }: DayRange): number {
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  return Math.max(days, 0);
}

/** The last `days` days up to today. */
export function quickRange(days: number, today: string): DayRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The quick range a range is, if it is one (it ends today). */
export function activeQuickRange(range: DayRange, today: string): QuickRange | undefined {
  if (range.to !== today) return undefined;
  return QUICK_RANGES.find((days) => quickRange(days, today).from === range.from);
}

/** The filters from the URL; a malformed day or an unknown site (a hand-edited or stale link) is dropped. */
export function analyticsFiltersFromParams(params: URLSearchParams): AnalyticsFilters {
  const from = params.get('from');
  const to = params.get('to');
  const site = params.get('site');
  return {
    ...(isDay(from) ? { from } : {}),
    ...(isDay(to) ? { to } : {}),
    ...(site && SITE_CODES.has(site) ? { site } : {}),
  };
}

/** The search params of these filters, in a stable order, leaving out empty values. */
export function analyticsFiltersToParams(filters: AnalyticsFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ANALYTICS_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** The next search params with a new range (the site stays). */
export function withRange(params: URLSearchParams, range: DayRange): URLSearchParams {
  return analyticsFiltersToParams({ ...analyticsFiltersFromParams(params), from: range.from, to: range.to });
}

/** The next search params with another site, or every site (the range stays). */
export function withSite(params: URLSearchParams, site: string | undefined): URLSearchParams {
  const { site: _site, ...rest } = analyticsFiltersFromParams(params);
  return analyticsFiltersToParams({ ...rest, ...(site ? { site } : {}) });
}

/** The range the filters mean, as the server reads them: `to` defaults to today, `from` to 29 days before `to`. */
export function effectiveRange(filters: AnalyticsFilters, today: string): DayRange {
  const to = filters.to ?? today;
  return { from: filters.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1)), to };
}

/** Why a range cannot be asked for, or null when it can: both days, in order, at most ANALYTICS_MAX_DAYS long. */
export function rangeProblem(range: Partial<DayRange>): RangeProblem | null {
  if (!isDay(range.from) || !isDay(range.to)) return 'incomplete';
  if (range.from > range.to) return 'inverted';
  if (rangeDays({ from: range.from, to: range.to }) > ANALYTICS_MAX_DAYS) return 'tooLong';
  return null;
}

/** GET /primary/analytics/report's query for a range and a site. */
export function analyticsQuery(range: DayRange, site: string | undefined): AnalyticsQuery {
  return { from: range.from, to: range.to, ...(site ? { site } : {}) };
}
