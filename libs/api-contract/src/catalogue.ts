import * as z from 'zod/mini';
import { facetBucketSchema, idParam, keywordParam, pagedDataSchema, pagingQuery } from './common';
import { defineRoute } from './route';

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

export const resourceListQuerySchema = z.strictObject({
  ...pagingQuery,
  keyword: keywordParam,
  domain: z.optional(idParam),
  department: z.optional(idParam),
  openType: z.optional(z.enum(OPEN_TYPES)),
  format: z.optional(z.enum(DATA_FORMATS)),
  frequency: z.optional(z.enum(UPDATE_FREQUENCIES)),
  /** Default: relevance with a keyword, else updated (listSort). */
  sort: z.optional(z.enum(RESOURCE_SORTS)),
  order: z._default(z.optional(z.enum(['asc', 'desc'])), 'desc'),
});
export type ResourceListQuery = z.output<typeof resourceListQuerySchema>;

const named = z.object({ id: z.string(), name: z.string() });

export const resourceSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  department: named,
  domain: named,
  openType: z.enum(OPEN_TYPES),
  updateFrequency: z.enum(UPDATE_FREQUENCIES),
  formats: z.array(z.enum(DATA_FORMATS)),
  recordCount: z.number().check(z.int(), z.nonnegative()),
  tags: z.array(z.string()),
  publishedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ResourceSummary = z.output<typeof resourceSummarySchema>;

export const resourceFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(['string', 'integer', 'decimal', 'date', 'datetime', 'boolean']),
  description: z.string(),
});

export const resourceDetailSchema = z.extend(resourceSummarySchema, {
  description: z.string(),
  fields: z.array(resourceFieldSchema),
});
export type ResourceDetail = z.output<typeof resourceDetailSchema>;

/**
 * Facet counts: each facet counts the rows matching every other filter (so a
 * visitor sees what choosing a value would give).
 */
export const resourceFacetsSchema = z.object({
  domain: z.array(facetBucketSchema),
  department: z.array(facetBucketSchema),
  openType: z.array(facetBucketSchema),
  format: z.array(facetBucketSchema),
  frequency: z.array(facetBucketSchema),
});

export const resourceListDataSchema = pagedDataSchema(resourceSummarySchema, { facets: resourceFacetsSchema });
export type ResourceListData = z.output<typeof resourceListDataSchema>;

export const catalogueOptionsSchema = z.object({
  domains: z.array(z.extend(named, { description: z.string() })),
  departments: z.array(z.extend(named, { shortName: z.string() })),
});

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

export const productListQuerySchema = z.strictObject({
  ...pagingQuery,
  keyword: keywordParam,
  domain: z.optional(idParam),
  type: z.optional(z.enum(PRODUCT_TYPES)),
  /** The operator corporation (an organisation id). */
  operator: z.optional(idParam),
  /** Default: relevance with a keyword, else updated (listSort). */
  sort: z.optional(z.enum(PRODUCT_SORTS)),
  order: z._default(z.optional(z.enum(['asc', 'desc'])), 'desc'),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export const productSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(PRODUCT_TYPES),
  domain: named,
  operator: named,
  scenarios: z.array(z.string()),
  publishedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ProductSummary = z.output<typeof productSummarySchema>;

export const productDetailSchema = z.extend(productSummarySchema, {
  description: z.string(),
});
export type ProductDetail = z.output<typeof productDetailSchema>;

/** Facet counts of the product list: each counts the rows matching every other filter. */
export const productFacetsSchema = z.object({
  domain: z.array(facetBucketSchema),
  type: z.array(facetBucketSchema),
  operator: z.array(facetBucketSchema),
});

export const productListDataSchema = pagedDataSchema(productSummarySchema, { facets: productFacetsSchema });
export type ProductListData = z.output<typeof productListDataSchema>;

export const catalogueRoutes = {
  options: defineRoute({
    method: 'GET',
    path: '/web/catalogue/options',
    summary: 'The data domains and departments of the catalogue, for filters and menus.',
    access: 'public',
    data: catalogueOptionsSchema,
  }),
  resources: defineRoute({
    method: 'GET',
    path: '/web/data-resource/list',
    summary: 'Data resources: filter by keyword, domain, department, open type, format and frequency; sort; page; facet counts.',
    access: 'public',
    query: resourceListQuerySchema,
    data: resourceListDataSchema,
  }),
  resource: defineRoute({
    method: 'GET',
    path: '/web/data-resource/detail',
    summary: 'One data resource with its field schema; an unknown id answers code 4011.',
    access: 'public',
    query: z.strictObject({ id: idParam }),
    data: resourceDetailSchema,
  }),
  products: defineRoute({
    method: 'GET',
    path: '/web/data-product/list',
    summary: 'Data products: filter by keyword, domain, type and operator; sort; page; facet counts.',
    access: 'public',
    query: productListQuerySchema,
    data: productListDataSchema,
  }),
  product: defineRoute({
    method: 'GET',
    path: '/web/data-product/detail',
    summary: 'One data product with its description; an unknown id answers code 4011.',
    access: 'public',
    query: z.strictObject({ id: idParam }),
    data: productDetailSchema,
  }),
} as const;
