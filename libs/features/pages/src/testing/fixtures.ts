import type { Page } from '@portal/api-contract';

/** Plain data for tests and stories (no network). */
export const ABOUT: Page = {
  slug: 'about',
  title: '关于江苏省公共数据授权运营平台',
  bodyHtml:
    '<h2>平台简介</h2><p>江苏省公共数据授权运营平台是全省公共数据<strong>授权运营</strong>的统一入口。</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>',
  updatedAt: '2026-09-30T16:30:00.000Z',
};

export const PRIVACY: Page = {
  slug: 'privacy',
  title: '隐私政策声明',
  bodyHtml: '<h2>一、我们如何收集和使用您的信息</h2><p>我们仅在为您提供服务所必需的范围内收集信息。</p>',
  updatedAt: '2026-01-01T02:00:00.000Z',
};
