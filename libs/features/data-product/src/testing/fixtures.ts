import type { ProductDetail, ProductListData, ProductSummary } from '@portal/api-contract';

/** Plain data for tests and stories (no network). */
export function productSummary(index: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: `prd_${String(index).padStart(4, '0')}`,
    name: `江苏省企业信用评价服务${index}`,
    type: 'api',
    domain: { id: 'finance', name: '金融服务' },
    operator: { id: 'jsdata', name: '江苏省数据集团有限公司' },
    scenarios: ['普惠金融', '授信审批'],
    publishedAt: '2025-03-01T02:00:00.000Z',
    updatedAt: '2026-10-08T16:30:00.000Z',
    ...overrides,
  };
}

export const PRODUCT_FACETS: ProductListData['facets'] = {
  domain: [
    { value: 'finance', label: '金融服务', count: 12_345 },
    { value: 'traffic', label: '交通运输', count: 876 },
  ],
  type: [
    { value: 'api', label: 'API接口', count: 1_200 },
    { value: 'dataset', label: '数据集', count: 345 },
    { value: 'report', label: '分析报告', count: 12 },
  ],
  operator: [
    { value: 'jsdata', label: '江苏省数据集团有限公司', count: 40 },
    { value: 'njdata', label: '南京市大数据集团有限公司', count: 24 },
  ],
};

export function productListData(items: ProductSummary[], overrides: Partial<ProductListData> = {}): ProductListData {
  return { items, total: items.length, page: 1, pageSize: 10, facets: PRODUCT_FACETS, ...overrides };
}

export const PRODUCT_DETAIL: ProductDetail = {
  ...productSummary(1, { name: '江苏省企业信用评价服务', type: 'dataset', scenarios: ['普惠金融', '授信审批', '供应链金融'] }),
  description: '汇聚市场监管、税务、社保等公共数据，为金融机构提供企业信用评价。\n按次计费，支持批量查询。',
};
