import {
  API_BASE_PATH,
  FILE_FORMATS,
  recordsPath,
  resourceDownloadUrl,
  type Distribution,
  type ResourceApi,
  type ResourceDelivery,
  type ResourceDetail,
  type ResourceListData,
  type ResourcePreview,
  type ResourceSummary,
} from '@portal/api-contract';

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

/** Issue 22: an open resource's files (the demo's samples hold 1,000 of its 1,234,567 rows). */
export function distribution(format: Distribution['format'], overrides: Partial<Distribution> = {}): Distribution {
  return {
    format,
    rowCount: 1_000,
    byteSize: { CSV: 86_016, XLSX: 1_572_864, JSON: 312_000, XML: 640 }[format],
    updatedAt: '2026-10-08T16:30:00.000Z',
    downloads: 12_345,
    url: resourceDownloadUrl('res_0001', format),
    ...overrides,
  };
}

export const RESOURCE_API: ResourceApi = {
  method: 'GET',
  path: `${API_BASE_PATH}${recordsPath('320000-JT-000001')}`,
  keyRequired: false,
  rowCount: 1_234_567,
  updatedAt: '2026-10-08T16:30:00.000Z',
  parameters: [
    { name: 'code', in: 'path', required: true, description: '资源编码', example: '320000-JT-000001' },
    { name: 'page', in: 'query', required: false, description: '页码，从 1 开始', example: '1' },
    { name: 'pageSize', in: 'query', required: false, description: '每页条数，最多 100', example: '10' },
    { name: 'fields', in: 'query', required: false, description: '返回的字段，以逗号分隔', example: 'line_id,line_name' },
  ],
  fields: RESOURCE_DETAIL.fields,
  example: {
    code: 0,
    msg: 'ok',
    data: {
      code: '320000-JT-000001',
      total: 1_234_567,
      page: 1,
      pageSize: 2,
      fields: RESOURCE_DETAIL.fields.map((field) => field.name),
      records: [
        { line_id: 'NJ001', line_name: '1路', station_count: 32, first_bus: '2026-10-09T05:30:00+08:00' },
        { line_id: 'NJ002', line_name: '游1路', station_count: 18, first_bus: null },
      ],
    },
  },
};

/** What a resource offers, by access (open: all four files and the open API without a key). */
export function resourceDelivery(access: ResourceDelivery['access'], overrides: Partial<ResourceDelivery> = {}): ResourceDelivery {
  if (access === 'open') return { access, distributions: FILE_FORMATS.map((format) => distribution(format)), api: RESOURCE_API, ...overrides };
  if (access === 'authorized') return { access, distributions: [], api: { ...RESOURCE_API, keyRequired: true }, ...overrides };
  return { access, distributions: [], api: null, ...overrides };
}

/** The first rows of an open resource: text, numbers, a truth value and nothing. */
export const RESOURCE_PREVIEW: ResourcePreview = {
  fields: [...RESOURCE_DETAIL.fields, { name: 'night_service', label: '夜间运营', type: 'boolean', description: '是否提供夜间班次' }],
  rows: [
    { line_id: 'NJ001', line_name: '1路', station_count: 32, first_bus: '2026-10-09T05:30:00+08:00', night_service: true },
    { line_id: 'NJ002', line_name: '游1路', station_count: 18, first_bus: null, night_service: false },
    { line_id: 'NJ003', line_name: '2路', station_count: 27, first_bus: '2026-10-09T06:00:00+08:00', night_service: null },
  ],
  total: 1_234_567,
};
