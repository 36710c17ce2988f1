import * as z from 'zod/mini';
import { facetBucketSchema, idParam, keywordParam, pagedDataSchema, pagingQuery } from './common';
import { DATA_FORMATS, OPEN_TYPES, PRODUCT_TYPES, PRODUCT_SORTS, RESOURCE_SORTS, UPDATE_FREQUENCIES } from './catalogue-terms';
import { defineRoute } from './route';

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
