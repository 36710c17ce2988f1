import { FUNNEL_STAGE_LABELS, type AnalyticsReport } from '@portal/api-contract';
import { formatThousands } from '@portal/util';
import { ANALYTICS_STRINGS } from './strings';

const S = ANALYTICS_STRINGS;

export type DailyRow = AnalyticsReport['daily'][number];
export type PageRow = AnalyticsReport['pages'][number];
export type FunnelRow = AnalyticsReport['funnel']['stages'][number];
export type MedianRow = AnalyticsReport['funnel']['medians'][number];

/** The daily series the trend shows, in legend order. */
export const TREND_SERIES = ['pageViews', 'detailViews', 'downloads', 'searches'] as const;
export type TrendSeries = (typeof TREND_SERIES)[number];

/** A count with thousands separators. */
export const count = (value: number): string => formatThousands(value);

/** A number to one decimal (mean results, hours). */
export const oneDecimal = (value: number): string => (Math.round(value * 10) / 10).toFixed(1);

/** From two days up, durations read better in days. */
const DAYS_FROM_HOURS = 48;

/** A median duration: — when nothing went through the stage, hours to one decimal, or days from 48 h. */
export function formatDuration(hours: number | null): string {
  if (hours === null || !Number.isFinite(hours)) return S.none;
  return hours >= DAYS_FROM_HOURS ? S.days(oneDecimal(hours / 24)) : S.hours(oneDecimal(hours));
}

/** A stage's share of the applications: 71.4%, or — when nothing was applied for. */
export function shareOf(value: number, whole: number): string {
  return whole > 0 ? `${oneDecimal((value / whole) * 100)}%` : S.none;
}

/** Whether the report counted anything at all in its range. */
export function hasUsage(report: AnalyticsReport): boolean {
  return Object.values(report.totals).some((value) => value > 0);
}

/** Whether any day of the range has a count (the trend has something to draw). */
export function hasDailyUsage(daily: readonly DailyRow[]): boolean {
  return daily.some((day) => TREND_SERIES.some((series) => day[series] > 0));
}

/** Whether the funnel has anything: an application in some stage or a median. */
export function hasFunnel(funnel: AnalyticsReport['funnel']): boolean {
  return funnel.stages.some((stage) => stage.count > 0) || funnel.medians.some((median) => median.hours !== null);
}

/** The applications that entered the funnel (its first stage). */
export function appliedCount(stages: readonly FunnelRow[]): number {
  return stages.find((stage) => stage.stage === 'applied')?.count ?? 0;
}

/** The trend chart's spoken summary: each series' total and its busiest day. */
export function trendSummary(daily: readonly DailyRow[], from: string, to: string): string {
  const series = TREND_SERIES.map((key) => {
    const name = S.trend.columns[key];
    const total = daily.reduce((sum, day) => sum + day[key], 0);
    if (total === 0) return S.trend.seriesNone(name);
    const peak = daily.reduce((best, day) => (day[key] > best[key] ? day : best));
    return S.trend.seriesSummary(name, count(total), count(peak[key]), peak.day);
  });
  return `${S.trend.summary(from, to, series.join(S.listSeparator))}。${S.chart.seeTable}`;
}

/** The page chart's spoken summary: how many pages and the three most viewed. */
export function pagesSummary(pages: readonly PageRow[]): string {
  const top = pages
    .slice(0, 3)
    .map((page) => `${page.label}（${S.times(count(page.views))}）`)
    .join('、');
  return `${S.pages.summary(pages.length, top)}${S.chart.seeTable}`;
}

/** The funnel chart's spoken summary: every stage with its count. */
export function funnelSummary(stages: readonly FunnelRow[]): string {
  const text = stages.map((stage) => `${FUNNEL_STAGE_LABELS[stage.stage]} ${count(stage.count)}`).join('，');
  return `${S.funnel.summary(text)}${S.chart.seeTable}`;
}

/** The trend as the line chart takes it: one point per day and series. */
export function trendPoints(daily: readonly DailyRow[]): { day: string; series: string; value: number }[] {
  return daily.flatMap((day) => TREND_SERIES.map((key) => ({ day: day.day, series: S.trend.columns[key], value: day[key] })));
}
