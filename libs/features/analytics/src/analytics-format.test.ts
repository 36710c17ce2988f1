import { describe, expect, it } from 'vitest';
import { analyticsReportSchema } from '@portal/api-contract';
import * as z from 'zod/mini';
import { REPORT, analyticsReport, emptyReport } from './testing/analytics-fixtures';
import {
  formatDuration,
  funnelSummary,
  hasDailyUsage,
  hasFunnel,
  hasUsage,
  oneDecimal,
  pagesSummary,
  shareOf,
  trendPoints,
  trendSummary,
} from './analytics-format';
import { CSV_BOM } from './csv';
import { DAILY_TABLE, MEDIANS_TABLE, PAGES_TABLE, cellText, funnelTable, tableCsv } from './report-tables';

describe('issue 18 analytics: formats', () => {
  it('medians: — when nothing was measured, hours to one decimal, days from 48 hours', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(0)).toBe('0.0 小时');
    expect(formatDuration(30.46)).toBe('30.5 小时');
    expect(formatDuration(47.9)).toBe('47.9 小时');
    expect(formatDuration(48)).toBe('2.0 天');
    expect(formatDuration(101.25)).toBe('4.2 天');
  });

  it('rounds to one decimal and shares of the applications', () => {
    expect(oneDecimal(3.25)).toBe('3.3');
    expect(oneDecimal(8)).toBe('8.0');
    expect(shareOf(35, 42)).toBe('83.3%');
    expect(shareOf(0, 0)).toBe('—');
  });

  it('tells a report with use from an empty one, section by section', () => {
    expect(hasUsage(REPORT)).toBe(true);
    expect(hasDailyUsage(REPORT.daily)).toBe(true);
    expect(hasFunnel(REPORT.funnel)).toBe(true);
    const empty = emptyReport();
    expect(hasUsage(empty)).toBe(false);
    expect(hasDailyUsage(empty.daily)).toBe(false);
    expect(hasFunnel(empty.funnel)).toBe(false);
  });

  it('summarises the charts in words (their accessible names)', () => {
    const daily = [
      { day: '2026-11-01', pageViews: 10, detailViews: 0, downloads: 2, searches: 1200 },
      { day: '2026-11-02', pageViews: 30, detailViews: 0, downloads: 2, searches: 5 },
    ];
    expect(trendSummary(daily, '2026-11-01', '2026-11-02')).toBe(
      '每日趋势折线图，2026-11-01 至 2026-11-02。页面浏览共 40 次，单日最多 30 次（2026-11-02）；详情浏览为 0；' +
        '下载共 4 次，单日最多 2 次（2026-11-01）；搜索共 1,205 次，单日最多 1,200 次（2026-11-01）。详细数据见下方表格。',
    );
    expect(pagesSummary(REPORT.pages)).toMatch(
      /^页面浏览量条形图，共 11 个页面。浏览最多的是：首页（[\d,]+ 次）、数据资源（[\d,]+ 次）、资源详情（[\d,]+ 次）。/,
    );
    expect(funnelSummary(REPORT.funnel.stages)).toBe(
      '入驻审核各阶段数量条形图：提交申请 42，完成初审 35，进入终审 27，审核通过 21，审核驳回 5。详细数据见下方表格。',
    );
  });

  it('gives the line chart a point per day and series', () => {
    const points = trendPoints(REPORT.daily);
    expect(points).toHaveLength(REPORT.daily.length * 4);
    expect(points.slice(0, 4).map((point) => point.series)).toEqual(['页面浏览', '详情浏览', '下载', '搜索']);
  });
});

describe('issue 18 analytics: tables and their CSV', () => {
  it('shows counts with separators, writes them plain', () => {
    const row = { route: '/home', label: '首页', views: 12345 };
    expect(PAGES_TABLE.columns.map((column) => cellText(column, row))).toEqual(['首页', '/home', '12,345']);
    expect(tableCsv(PAGES_TABLE, [row])).toBe(`${CSV_BOM}"页面","路径","浏览量"\r\n"首页","/home","12345"\r\n`);
  });

  it('writes the medians in hours, an empty cell when nothing was measured', () => {
    const rows = [
      { stage: 'firstReview' as const, label: '初审', hours: 30.46, samples: 35 },
      { stage: 'overall' as const, label: '全流程', hours: null, samples: 0 },
    ];
    expect(MEDIANS_TABLE.columns.map((column) => cellText(column, rows[1]!))).toEqual(['全流程', '—', '0']);
    expect(tableCsv(MEDIANS_TABLE, rows)).toBe(`${CSV_BOM}"阶段","中位用时（小时）","样本数"\r\n"初审","30.5","35"\r\n"全流程","","0"\r\n`);
  });

  it('writes the stages with their share of the applications', () => {
    const csv = tableCsv(funnelTable(42), REPORT.funnel.stages);
    expect(csv.split('\r\n').slice(0, 3)).toEqual([`${CSV_BOM}"阶段","数量","占提交申请"`, '"提交申请","42","100.0%"', '"完成初审","35","83.3%"']);
  });

  it('writes every day of the range', () => {
    const lines = tableCsv(DAILY_TABLE, REPORT.daily).split('\r\n');
    expect(lines).toHaveLength(REPORT.daily.length + 2);
    expect(lines[0]).toBe(`${CSV_BOM}"日期","页面浏览","详情浏览","下载","搜索"`);
  });
});

describe('issue 18 analytics: the stories’ reports', () => {
  it('are reports the contract accepts, with totals that agree with the days', () => {
    for (const report of [REPORT, analyticsReport({ site: 'nj', scale: 0.18 }), emptyReport()]) {
      expect(z.safeParse(analyticsReportSchema, report).success).toBe(true);
      expect(report.daily).toHaveLength(30);
      expect(report.totals.pageViews).toBe(report.daily.reduce((sum, day) => sum + day.pageViews, 0));
      expect(report.pages.reduce((sum, page) => sum + page.views, 0)).toBe(report.totals.pageViews);
    }
  });
});
