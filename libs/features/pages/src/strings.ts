/**
 * Every UI string of the static pages (house style: one module per feature, so an
 * English locale can follow).
 */
export const PAGE_STRINGS = {
  home: '首页',
  labels: { about: '关于平台', privacy: '隐私政策声明' },
  loading: (label: string) => `正在加载${label}`,
  failed: (label: string) => `${label}加载失败`,
  retry: '重新加载',
  updated: '更新日期',
} as const;
