/**
 * Every UI string of the home feature (house style: one module per feature, so
 * an English locale can follow).
 */
export const HOME_STRINGS = {
  loading: '正在加载首页内容',
  failed: '首页内容加载失败',
  retry: '重新加载',
  empty: '首页内容正在配置中，敬请期待',
  banner: {
    label: '平台要闻',
    slide: '幻灯片',
    previous: '上一张',
    next: '下一张',
    goTo: (index: number, total: number) => `第 ${index} 张，共 ${total} 张`,
    more: '了解详情',
  },
  featured: {
    empty: '暂无推荐内容',
  },
  latest: {
    empty: '暂无最新内容',
  },
  newTab: '（在新窗口打开）',
} as const;
