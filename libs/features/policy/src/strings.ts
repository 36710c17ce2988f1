/**
 * Every UI string of the policy feature (house style: one module per feature, so
 * an English locale can follow).
 */
export const POLICY_STRINGS = {
  /** The list page's frame (ui-kit FacetedListPage). */
  listPage: {
    title: '政策资讯',
    home: '首页',
    facets: '筛选条件',
    all: '全部',
    clear: '清除筛选',
    searchLabel: '搜索政策',
    searchPlaceholder: '输入政策标题、文号或发文机关',
    searchButton: '搜索',
    pagination: '分页',
    failed: '政策加载失败',
    retry: '重新加载',
    total: (total: string) => `共 ${total} 条政策`,
  },
  facets: {
    level: '政策层级',
    year: '发布年份',
  },
  list: {
    label: '政策列表',
    loading: '正在加载政策',
    empty: '暂无符合条件的政策',
    clear: '清除筛选',
    issuer: '发文机关',
    docNumber: '文号',
    issued: '发布日期',
  },
  detail: {
    loading: '正在加载政策详情',
    failed: '政策详情加载失败',
    retry: '重新加载',
    basics: '政策信息',
    level: '政策层级',
    issuer: '发文机关',
    docNumber: '文号',
    issued: '发布日期',
    attachments: '附件',
  },
} as const;
