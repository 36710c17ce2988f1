import { ANALYTICS_MAX_DAYS } from '@portal/api-contract';

/**
 * Every UI string of the usage analytics page (issue 18; house style: one module per screen, so an
 * English locale can follow). Detail kinds and funnel stages are named by the contract's labels.
 */
export const ANALYTICS_STRINGS = {
  title: '运营分析',
  subtitle: '门户的页面浏览、详情浏览、下载、检索与入驻审核情况。由服务端按日计数，不使用第三方统计，也不记录任何个人信息。',
  retry: '重新加载',
  loading: '正在加载运营数据',
  failed: '运营数据加载失败',
  updating: '正在更新…',
  rangeCaption: (from: string, to: string, site: string) => `统计区间：${from} 至 ${to} · ${site}`,
  filters: {
    label: '运营分析条件',
    site: '站点',
    allSites: '全部站点',
    quick: '快捷区间',
    quickRanges: { 7: '近7天', 30: '近30天', 90: '近90天' } as Readonly<Record<number, string>>,
    range: '统计区间',
    from: '开始日期',
    to: '结束日期',
    rangeSeparator: '至',
    apply: '查询',
  },
  rangeErrors: {
    incomplete: '请选择开始日期和结束日期',
    inverted: '开始日期不能晚于结束日期',
    tooLong: `统计区间不能超过${ANALYTICS_MAX_DAYS}天`,
    invalidTitle: '统计区间无效',
    invalidHint: '请重新选择统计区间后查询。',
  },
  totals: {
    label: '汇总指标',
    pageViews: '页面浏览',
    detailViews: '详情浏览',
    downloads: '下载',
    searches: '搜索',
    zeroResultSearches: '无结果搜索',
  },
  export: {
    button: '导出 CSV',
    label: (table: string) => `导出 CSV：${table}`,
    done: (name: string) => `已导出 ${name}`,
  },
  chart: {
    unavailable: '图表暂不可用，请查看下方表格。',
    seeTable: '详细数据见下方表格。',
  },
  trend: {
    title: '每日趋势',
    table: '每日数据',
    empty: '该区间内暂无访问数据',
    columns: { day: '日期', pageViews: '页面浏览', detailViews: '详情浏览', downloads: '下载', searches: '搜索' },
    summary: (from: string, to: string, series: string) => `每日趋势折线图，${from} 至 ${to}。${series}`,
    seriesSummary: (name: string, total: string, peak: string, day: string) => `${name}共 ${total} 次，单日最多 ${peak} 次（${day}）`,
    seriesNone: (name: string) => `${name}为 0`,
  },
  pages: {
    title: '页面浏览',
    empty: '该区间内暂无页面浏览',
    columns: { label: '页面', route: '路径', views: '浏览量' },
    summary: (count: number, top: string) => `页面浏览量条形图，共 ${count} 个页面。浏览最多的是：${top}。`,
  },
  details: {
    title: '热门详情',
    empty: '该区间内暂无详情浏览',
    columns: { kind: '类型', title: '名称', views: '浏览量' },
  },
  downloads: {
    title: '下载排行',
    empty: '该区间内暂无下载',
    columns: { name: '文件', purpose: '用途', downloads: '下载次数' },
  },
  searches: {
    title: '搜索',
    top: '热门检索',
    topEmpty: '该区间内暂无检索',
    zero: '无结果检索',
    zeroEmpty: '该区间内没有无结果的检索',
    columns: { query: '检索词', searches: '次数', meanResults: '平均结果数' },
  },
  funnel: {
    title: '入驻审核漏斗',
    hint: '数据领域入驻申请为全省统一办理，不区分站点。',
    stages: '各阶段数量',
    medians: '各阶段用时（中位数）',
    empty: '该区间内暂无入驻申请',
    stageColumns: { stage: '阶段', count: '数量', share: '占提交申请' },
    medianColumns: { stage: '阶段', median: '中位用时', medianHours: '中位用时（小时）', samples: '样本数' },
    summary: (stages: string) => `入驻审核各阶段数量条形图：${stages}。`,
  },
  none: '—',
  hours: (value: string) => `${value} 小时`,
  days: (value: string) => `${value} 天`,
  times: (value: string) => `${value} 次`,
  listSeparator: '；',
} as const;
