import type { AnalyticsReport } from '@portal/api-contract';
import { formatThousands } from '@portal/util';
import { analyticsText, type AnalyticsText } from './text';

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
export function formatDuration(hours: number | null, t: AnalyticsText = analyticsText.t): string {
  if (hours === null || !Number.isFinite(hours)) return t('none');
  return hours >= DAYS_FROM_HOURS ? t('days', { value: oneDecimal(hours / 24) }) : t('hours', { value: oneDecimal(hours) });
}

/** A stage's share of the applications: 71.4%, or — when nothing was applied for. */
export function shareOf(value: number, whole: number, t: AnalyticsText = analyticsText.t): string {
  return whole > 0 ? `${oneDecimal((value / whole) * 100)}%` : t('none');
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
export function trendSummary(daily: readonly DailyRow[], from: string, to: string, t: AnalyticsText = analyticsText.t): string {
  const series = TREND_SERIES.map((key) => {
    const name = t(`trend.columns.${key}`);
    const total = daily.reduce((sum, day) => sum + day[key], 0);
    if (total === 0) return t('trend.seriesNone', { name });
    const peak = daily.reduce((best, day) => (day[key] > best[key] ? day : best));
    return t('trend.seriesSummary', { name, total: count(total), peak: count(peak[key]), day: peak.day });
  });
  return t('trend.summary', { from, to, series: series.join(t('trend.seriesSeparator')) });
}

/** The page chart's spoken summary: how many pages and the three most viewed. */
export function pagesSummary(pages: readonly PageRow[], t: AnalyticsText = analyticsText.t): string {
  const top = pages
    .slice(0, 3)
    .map((page) => t('pages.topPage', { page: page.label, views: count(page.views) }))
    .join(t('pages.topSeparator'));
  return t('pages.summary', { count: pages.length, top });
}

/** The funnel chart's spoken summary: every stage with its count. */
export function funnelSummary(stages: readonly FunnelRow[], t: AnalyticsText = analyticsText.t): string {
  const text = stages
    .map((stage) => t('funnel.stageCount', { stage: t(`funnelStage.${stage.stage}`), count: count(stage.count) }))
    .join(t('funnel.stageSeparator'));
  return t('funnel.summary', { stages: text });
}

/** The trend as the line chart takes it: one point per day and series. */
export function trendPoints(daily: readonly DailyRow[], t: AnalyticsText = analyticsText.t): { day: string; series: string; value: number }[] {
  return daily.flatMap((day) => TREND_SERIES.map((key) => ({ day: day.day, series: t(`trend.columns.${key}`), value: day[key] })));
}
