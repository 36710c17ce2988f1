/** Every UI string of the search feature (one module per feature, so a locale can follow). */
export const SEARCH_STRINGS = {
  home: '首页',
  title: '搜索结果',
  box: {
    label: '全站搜索',
    placeholder: '搜索数据资源、产品、动态、政策',
    button: '搜索',
    clear: '清除搜索词',
  },
  tabs: {
    label: '搜索结果分类',
    all: '全部',
  },
  list: {
    label: '搜索结果',
    summary: (query: string, total: string) => `“${query}”共找到 ${total} 条结果`,
    loading: '正在搜索',
    emptyQuery: '请输入关键词开始搜索',
    emptyQueryHint: '可搜索数据资源、数据产品、运营动态和政策资讯，支持一到两个字的短词。',
    empty: (query: string) => `未找到与“${query}”相关的内容`,
    emptyHint: '请尝试更换或缩短关键词，例如“交通”“医保”。',
    error: '搜索服务暂时不可用',
    retry: '重新搜索',
    pagination: '分页',
  },
  /** Issue 16: what the search did with the query, above the results. */
  notices: {
    label: '搜索提示',
    didYouMean: '您是不是要找：',
    /** 以下为「suggestion」的搜索结果。仍然搜索：q */
    corrected: { before: '以下为「', after: '」的搜索结果。', instead: '仍然搜索：' },
    partial: '没有同时包含全部关键词的结果，以下为部分匹配的结果。',
  },
} as const;
