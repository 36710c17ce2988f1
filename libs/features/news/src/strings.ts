/**
 * Every UI string of the news feature (house style: one module per feature, so
 * an English locale can follow).
 */
export const NEWS_STRINGS = {
  home: '首页',
  title: '运营动态',
  /** The list page's frame (ui-kit FacetedListPage). */
  listPage: {
    title: '运营动态',
    home: '首页',
    facets: '筛选条件',
    all: '全部',
    clear: '清除筛选',
    searchLabel: '搜索运营动态',
    searchPlaceholder: '输入标题或关键词',
    searchButton: '搜索',
    pagination: '分页',
    failed: '运营动态加载失败',
    retry: '重新加载',
    total: (total: string) => `共 ${total} 条动态`,
  },
  facets: {
    category: '栏目',
    year: '发布年份',
  },
  list: {
    label: '运营动态列表',
    loading: '正在加载运营动态',
    empty: '暂无符合条件的运营动态',
    clear: '清除筛选',
    source: '来源',
    published: '发布日期',
  },
  detail: {
    loading: '正在加载公告详情',
    failed: '公告详情加载失败',
    retry: '重新加载',
    back: '返回运营动态列表',
    category: '栏目',
    source: '来源',
    published: '发布日期',
    attachments: '附件',
    neighbours: '上一篇和下一篇',
    previous: '上一篇',
    next: '下一篇',
    none: '没有了',
  },
} as const;
