/**
 * Every UI string of the data-product feature (house style: one module per
 * feature, so an English locale can follow).
 */
export const PRODUCT_STRINGS = {
  home: '首页',
  title: '数据产品',
  search: {
    label: '搜索数据产品',
    placeholder: '输入产品名称、运营单位或应用场景',
    button: '搜索',
  },
  facets: {
    title: '筛选条件',
    all: '全部',
    domain: '数据领域',
    type: '产品类型',
    operator: '运营单位',
    clear: '清除筛选',
  },
  sort: {
    label: '排序方式',
    options: {
      // Offered only with a keyword (issue 16); relevance is always best first.
      'relevance:desc': '相关度',
      'updated:desc': '最近更新',
      'published:desc': '最新发布',
      'name:asc': '名称',
    },
  },
  list: {
    label: '数据产品列表',
    total: (total: string) => `共 ${total} 个数据产品`,
    loading: '正在加载数据产品',
    empty: '暂无符合条件的数据产品',
    failed: '数据产品加载失败',
    retry: '重新加载',
    clear: '清除筛选',
    operator: '运营单位',
    domain: '数据领域',
    scenarios: '应用场景',
    updated: '更新日期',
    pagination: '分页',
  },
  detail: {
    loading: '正在加载产品详情',
    back: '返回数据产品列表',
    basics: '基本信息',
    type: '产品类型',
    operator: '运营单位',
    domain: '数据领域',
    scenarios: '应用场景',
    published: '发布日期',
    updated: '更新日期',
    description: '产品介绍',
    failed: '产品详情加载失败',
    retry: '重新加载',
  },
} as const;
