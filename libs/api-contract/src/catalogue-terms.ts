// The catalogue's terms (open types, frequencies, formats, product types, sorts), apart from its schemas
// (issue 13: the public pages show these; a detail page's first load carries no zod).

/** Open types of a data resource (spec §2 data resources; issue 5). */
export const OPEN_TYPES = ['unconditional', 'conditional', 'closed'] as const;
export const OPEN_TYPE_LABELS: Record<(typeof OPEN_TYPES)[number], string> = {
  unconditional: '无条件开放',
  conditional: '有条件开放',
  closed: '不予开放',
};

export const UPDATE_FREQUENCIES = ['realtime', 'daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'irregular'] as const;
export const UPDATE_FREQUENCY_LABELS: Record<(typeof UPDATE_FREQUENCIES)[number], string> = {
  realtime: '实时',
  daily: '每日',
  weekly: '每周',
  monthly: '每月',
  quarterly: '每季度',
  yearly: '每年',
  irregular: '不定期',
};

export const DATA_FORMATS = ['CSV', 'JSON', 'XLSX', 'XML', 'API', 'PDF'] as const;
export type DataFormat = (typeof DATA_FORMATS)[number];

/** A format's bit in a resource's format mask (the server stores formats as bits, for cheap filters and counts). */
export const formatBit = (format: DataFormat): number => 1 << DATA_FORMATS.indexOf(format);
export const formatMask = (formats: readonly DataFormat[]): number => formats.reduce((mask, format) => mask | formatBit(format), 0);

/** Issue 16: `relevance` orders a keyword's matches best first (without a keyword it is `updated`). */
export const RESOURCE_SORTS = ['relevance', 'updated', 'published', 'records', 'name'] as const;
export type ResourceSort = (typeof RESOURCE_SORTS)[number];

/**
 * The order a list is given in (issue 16): the asked sort, else relevance when there is a keyword and
 * the newest update when there is none; relevance without a keyword is the newest update too.
 */
export function listSort<S extends string>(sort: S | 'relevance' | undefined, keyword: string | undefined): S | 'relevance' | 'updated' {
  if (keyword && (sort === undefined || sort === 'relevance')) return 'relevance';
  return sort === undefined || sort === 'relevance' ? 'updated' : sort;
}

/** Types of a data product (spec §2 data products; issue 5). */
export const PRODUCT_TYPES = ['api', 'dataset', 'report', 'application'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  api: 'API接口',
  dataset: '数据集',
  report: '分析报告',
  application: '数据应用',
};

export const PRODUCT_SORTS = ['relevance', 'updated', 'published', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
