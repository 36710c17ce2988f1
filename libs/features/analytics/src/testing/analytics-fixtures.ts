import type { AnalyticsReport } from '@portal/api-contract';
import { addDays, rangeDays } from '../analytics-filters';

/** Plain analytics reports for the stories and tests (issue 18; no network). */

export const FIXTURE_RANGE = { from: '2026-11-01', to: '2026-11-30' } as const;

type Daily = AnalyticsReport['daily'][number];

/** A month of plausible use: busier on working days, a peak mid-month (a news item), `scale` for one site's share. */
export function dailyCounts(from: string, to: string, scale = 1): Daily[] {
  return Array.from({ length: rangeDays({ from, to }) }, (_, index) => {
    const day = addDays(from, index);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const working = weekday !== 0 && weekday !== 6;
    const wave = 1 + 0.15 * Math.sin(index / 2.3) + (index === 17 ? 0.8 : 0);
    const base = (working ? 1 : 0.45) * wave * scale;
    return {
      day,
      pageViews: Math.round(1200 * base),
      detailViews: Math.round(310 * base),
      downloads: Math.round(54 * base),
      searches: Math.round(170 * base),
    };
  });
}

const sum = (daily: Daily[], key: Exclude<keyof Daily, 'day'>) => daily.reduce((total, day) => total + day[key], 0);

/** Shares of the page views by route (most viewed first); the home page takes what is left. */
const PAGE_SHARES: readonly [string, string, number][] = [
  ['/home', '首页', 0],
  ['/dataResource', '数据资源', 0.19],
  ['/dataResource/detail/:id', '资源详情', 0.16],
  ['/search', '搜索结果', 0.12],
  ['/dataProduct', '数据产品', 0.09],
  ['/dataProduct/detail/:id', '产品详情', 0.07],
  ['/dynamics', '运营动态', 0.05],
  ['/dynamics/detail/:id', '公告详情', 0.04],
  ['/policy', '政策资讯', 0.03],
  ['/applylist', '需求征集', 0.02],
  ['/about', '关于平台', 0.01],
];

function pagesOf(pageViews: number): AnalyticsReport['pages'] {
  const pages = PAGE_SHARES.map(([route, label, share]) => ({ route, label, views: Math.floor(pageViews * share) }));
  pages[0]!.views = pageViews - pages.reduce((total, page) => total + page.views, 0);
  return pages;
}

const DETAILS: AnalyticsReport['details'] = [
  { kind: 'resource', id: 'res_0101', title: '江苏省企业信用评价结果', views: 0.11 },
  { kind: 'resource', id: 'res_0087', title: '全省公共充电设施分布', views: 0.08 },
  { kind: 'product', id: 'prd_0012', title: '普惠金融企业画像服务', views: 0.07 },
  { kind: 'news', id: 'news_0345', title: '关于开展2026年度公共数据授权运营试点的通知', views: 0.06 },
  { kind: 'resource', id: 'res_0044', title: '南京市住房公积金缴存统计', views: 0.05 },
  { kind: 'product', id: 'prd_0031', title: '交通出行热力分析产品', views: 0.04 },
  { kind: 'resource', id: 'res_0150', title: '苏州市不动产登记办件量', views: 0.03 },
  { kind: 'news', id: 'news_0338', title: '公共数据授权运营平台用户操作指南', views: 0.02 },
];

const DOWNLOADS: AnalyticsReport['downloads'] = [
  { fileId: 'f_9a01', name: '公共数据授权运营管理办法（试行）.pdf', purpose: '政策资讯附件', downloads: 0.21 },
  { fileId: 'f_9a02', name: '数据领域入驻申请表.docx', purpose: '入驻申请模板', downloads: 0.16 },
  { fileId: 'f_9a03', name: '企业信用评价结果字段说明.xlsx', purpose: '数据资源附件', downloads: 0.12 },
  { fileId: 'f_9a04', name: '需求征集反馈表.docx', purpose: '需求征集附件', downloads: 0.08 },
  { fileId: 'f_9a05', name: '平台接入技术规范 V2.1.pdf', purpose: '运营动态附件', downloads: 0.05 },
];

const SEARCHES: AnalyticsReport['searches'] = [
  { query: '公积金', searches: 0.09, meanResults: 12.4 },
  { query: '企业信用', searches: 0.07, meanResults: 8 },
  { query: '充电桩', searches: 0.05, meanResults: 3.25 },
  { query: '"公积金" 提取', searches: 0.03, meanResults: 6.5 },
  { query: '交通', searches: 0.03, meanResults: 21.8 },
  { query: '不动产登记', searches: 0.02, meanResults: 4 },
];

/** Searches that found nothing; one starts with a minus (the CSV must keep it text). */
const ZERO_RESULTS: AnalyticsReport['zeroResults'] = [
  { query: '社保卡', searches: 0.25 },
  { query: '-国土空间规划', searches: 0.14 },
  { query: 'GIS', searches: 0.09 },
  { query: '低空经济', searches: 0.05 },
];

const scaled = <Row extends object, Key extends keyof Row>(rows: Row[], key: Key, of: number): Row[] =>
  rows.map((row) => ({ ...row, [key]: Math.max(1, Math.round((row[key] as number) * of)) }));

export interface ReportOptions {
  from?: string;
  to?: string;
  site?: string | null;
  /** A site's share of the province's use (1: every site). */
  scale?: number;
}

/** A realistic report: the daily counts, and tops and totals that agree with them. */
export function analyticsReport({ from = FIXTURE_RANGE.from, to = FIXTURE_RANGE.to, site = null, scale = 1 }: ReportOptions = {}): AnalyticsReport {
  const daily = dailyCounts(from, to, scale);
  const pageViews = sum(daily, 'pageViews');
  const searches = sum(daily, 'searches');
  const zeroResults = scaled(ZERO_RESULTS, 'searches', searches * 0.08);
  return {
    from,
    to,
    site,
    totals: {
      pageViews,
      detailViews: sum(daily, 'detailViews'),
      downloads: sum(daily, 'downloads'),
      searches,
      zeroResultSearches: Math.round(searches * 0.08),
    },
    daily,
    pages: pagesOf(pageViews),
    details: scaled(DETAILS, 'views', sum(daily, 'detailViews')),
    downloads: scaled(DOWNLOADS, 'downloads', sum(daily, 'downloads')),
    searches: scaled(SEARCHES, 'searches', searches),
    zeroResults,
    funnel: {
      stages: [
        { stage: 'applied', count: 42 },
        { stage: 'firstReviewed', count: 35 },
        { stage: 'finalReview', count: 27 },
        { stage: 'approved', count: 21 },
        { stage: 'rejected', count: 5 },
      ],
      medians: [
        { stage: 'firstReview', label: '初审', hours: 30.46, samples: 35 },
        { stage: 'finalReview', label: '终审', hours: 62.4, samples: 26 },
        { stage: 'overall', label: '全流程', hours: 101.25, samples: 26 },
      ],
    },
  };
}

/** A range with no use at all: every day 0, no tops, nothing in the funnel. */
export function emptyReport({ from = FIXTURE_RANGE.from, to = FIXTURE_RANGE.to, site = null }: ReportOptions = {}): AnalyticsReport {
  return {
    from,
    to,
    site,
    totals: { pageViews: 0, detailViews: 0, downloads: 0, searches: 0, zeroResultSearches: 0 },
    daily: dailyCounts(from, to, 0),
    pages: [],
    details: [],
    downloads: [],
    searches: [],
    zeroResults: [],
    funnel: {
      stages: (['applied', 'firstReviewed', 'finalReview', 'approved', 'rejected'] as const).map((stage) => ({ stage, count: 0 })),
      medians: [
        { stage: 'firstReview', label: '初审', hours: null, samples: 0 },
        { stage: 'finalReview', label: '终审', hours: null, samples: 0 },
        { stage: 'overall', label: '全流程', hours: null, samples: 0 },
      ],
    },
  };
}

/** The default report of the stories (every site, November 2026). */
export const REPORT = analyticsReport();
