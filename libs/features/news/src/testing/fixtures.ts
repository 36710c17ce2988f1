import type { NewsDetail, NewsListData, NewsSummary } from '@portal/api-contract';

/** Plain data for tests and stories (no network). */
export function newsSummary(index: number, overrides: Partial<NewsSummary> = {}): NewsSummary {
  return {
    id: `news_${String(index).padStart(4, '0')}`,
    title: `江苏省公共数据授权运营平台上线新一批数据产品${index}`,
    category: index % 3 === 2 ? 'announcement' : 'platform',
    summary: '平台新上线交通运输、医疗健康等领域数据产品，面向企业提供授权使用服务。',
    source: '江苏省数据局',
    publishedAt: '2026-10-08T16:30:00.000Z',
    ...overrides,
  };
}

export const NEWS_FACETS: NewsListData['facets'] = {
  category: [
    { value: 'platform', label: '平台动态', count: 1_234 },
    { value: 'announcement', label: '通知公告', count: 56 },
    { value: 'industry', label: '行业资讯', count: 7 },
  ],
  year: [
    { value: '2026', label: '2026年', count: 80 },
    { value: '2025', label: '2025年', count: 40 },
  ],
};

export function newsListData(items: NewsSummary[], overrides: Partial<NewsListData> = {}): NewsListData {
  return { items, total: items.length, page: 1, pageSize: 10, facets: NEWS_FACETS, ...overrides };
}

export const NEWS_DETAIL: NewsDetail = {
  ...newsSummary(2, { title: '关于开展2026年度公共数据产品征集工作的通知', category: 'announcement' }),
  bodyHtml:
    '<p>各有关单位：</p><p>为推动公共数据<strong>有序开发利用</strong>，现开展年度数据产品征集工作。</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>',
  attachments: [
    { name: '附件1：数据产品申报表.docx', url: '/files/news/form-1.docx', sizeBytes: 48_640 },
    { name: '附件2：申报指南.pdf', url: '/files/news/guide.pdf', sizeBytes: 1_572_864 },
  ],
  previous: { id: 'news_0001', title: '江苏省公共数据授权运营平台正式上线' },
  next: null,
};
