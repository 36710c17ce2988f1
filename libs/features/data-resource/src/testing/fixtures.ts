import type { ResourceDetail, ResourceListData, ResourceSummary } from '@portal/api-contract';

/** Plain data for tests and stories (no network). */
export function resourceSummary(index: number, overrides: Partial<ResourceSummary> = {}): ResourceSummary {
  return {
    id: `res_${String(index).padStart(4, '0')}`,
    code: `JS-JT-${String(index).padStart(6, '0')}`,
    name: `南京市公共交通线路信息${index}`,
    department: { id: 'jtt', name: '江苏省交通运输厅' },
    domain: { id: 'traffic', name: '交通运输' },
    openType: 'unconditional',
    updateFrequency: 'daily',
    formats: ['CSV', 'JSON'],
    recordCount: 1_234_567,
    tags: ['公交', '线路'],
    publishedAt: '2025-03-01T02:00:00.000Z',
    updatedAt: '2026-10-08T16:30:00.000Z',
    ...overrides,
  };
}

export const FACETS: ResourceListData['facets'] = {
  domain: [
    { value: 'traffic', label: '交通运输', count: 12_345 },
    { value: 'health', label: '医疗健康', count: 876 },
  ],
  department: [
    { value: 'jtt', label: '江苏省交通运输厅', count: 12_000 },
    { value: 'wjw', label: '江苏省卫生健康委员会', count: 1_221 },
  ],
  openType: [
    { value: 'unconditional', label: '无条件开放', count: 10_000 },
    { value: 'conditional', label: '有条件开放', count: 3_221 },
  ],
  format: [
    { value: 'CSV', label: 'CSV', count: 9_000 },
    { value: 'API', label: 'API', count: 4_221 },
  ],
  frequency: [
    { value: 'daily', label: '每日', count: 7_000 },
    { value: 'monthly', label: '每月', count: 6_221 },
  ],
};

export function listData(items: ResourceSummary[], overrides: Partial<ResourceListData> = {}): ResourceListData {
  return { items, total: items.length, page: 1, pageSize: 10, facets: FACETS, ...overrides };
}

export const RESOURCE_DETAIL: ResourceDetail = {
  ...resourceSummary(1, { name: '南京市公共交通线路信息', openType: 'conditional' }),
  description: '南京市公交线路、站点及首末班时间信息。',
  fields: [
    { name: 'line_id', label: '线路编号', type: 'string', description: '公交线路唯一编号' },
    { name: 'line_name', label: '线路名称', type: 'string', description: '如 1路、游1路' },
    { name: 'station_count', label: '站点数', type: 'integer', description: '线路途经站点数量' },
    { name: 'first_bus', label: '首班时间', type: 'datetime', description: '首班车发车时间' },
  ],
};
