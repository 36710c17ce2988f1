import * as z from 'zod/mini';
import { resourceFieldSchema } from './catalogue';
import { idParam, pagingQuery } from './common';
import { DELIVERY_ACCESS, FILE_FORMATS, APP_KEY_HEADER } from './delivery-terms';
import { defineRoute } from './route';

/** A catalogue code: 320000-JT-000123. */
export const resourceCodeParam = z.string().check(z.regex(/^\d{6}-[A-Z]{2}-\d{6}$/, { message: '资源编码格式不正确' }));

/** A value of a record: text, a number, a truth value or nothing. */
export const recordValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const recordSchema = z.record(z.string(), recordValueSchema);
export type DataRecord = z.output<typeof recordSchema>;

const count = z.number().check(z.int(), z.nonnegative());

/** One downloadable file of a resource. */
export const distributionSchema = z.object({
  format: z.enum(FILE_FORMATS),
  /** Rows in the file. */
  rowCount: count,
  /** The file's exact size in bytes. */
  byteSize: count,
  /** When the rows were last loaded. */
  updatedAt: z.iso.datetime(),
  downloads: count,
  /** Same-origin download address. */
  url: z.string(),
});
export type Distribution = z.output<typeof distributionSchema>;

/** A parameter of the open API, for its generated documentation. */
export const apiParameterSchema = z.object({
  name: z.string(),
  in: z.enum(['path', 'query', 'header']),
  required: z.boolean(),
  description: z.string(),
  example: z.string(),
});

/** A page of records through the open API. */
export const recordsPageSchema = z.object({
  /** The resource's catalogue code. */
  code: z.string(),
  total: count,
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
  /** The fields of every record, in the schema's order. */
  fields: z.array(z.string()),
  records: z.array(recordSchema),
});
export type RecordsPage = z.output<typeof recordsPageSchema>;

/** A resource's open API, documented from its field schema. */
export const resourceApiSchema = z.object({
  method: z.literal('GET'),
  /** The full path, base path included. */
  path: z.string(),
  /** Whether a call needs an app key (a conditional resource's). */
  keyRequired: z.boolean(),
  rowCount: count,
  updatedAt: z.nullable(z.iso.datetime()),
  parameters: z.array(apiParameterSchema),
  fields: z.array(resourceFieldSchema),
  /** A real answer: the first two records in the envelope. */
  example: z.object({ code: z.number(), msg: z.string(), data: recordsPageSchema }),
});
export type ResourceApi = z.output<typeof resourceApiSchema>;

export const resourceDeliverySchema = z.object({
  access: z.enum(DELIVERY_ACCESS),
  /** The files (open resources only; none before the rows are loaded). */
  distributions: z.array(distributionSchema),
  /** The open API, when the resource offers it. */
  api: z.nullable(resourceApiSchema),
});
export type ResourceDelivery = z.output<typeof resourceDeliverySchema>;

export const resourcePreviewSchema = z.object({
  fields: z.array(resourceFieldSchema),
  /** The first PREVIEW_ROWS rows at most. */
  rows: z.array(recordSchema),
  /** Rows the resource holds. */
  total: count,
});
export type ResourcePreview = z.output<typeof resourcePreviewSchema>;

/** Field names, comma-separated (`fields=a,b`). */
const fieldsParam = z.optional(
  z.string().check(z.regex(/^[a-z][a-z0-9_]{0,40}(,[a-z][a-z0-9_]{0,40}){0,49}$/, { message: '字段列表格式不正确，应为以逗号分隔的字段名' })),
);

/** The download's query (it is no JSON call: the answer is the file, or an error in the envelope). */
export const resourceDownloadQuerySchema = z.strictObject({ id: idParam, format: z.enum(FILE_FORMATS) });

export const recordsQuerySchema = z.strictObject({ ...pagingQuery, fields: fieldsParam });
export type RecordsQuery = z.output<typeof recordsQuerySchema>;

export const deliveryRoutes = {
  delivery: defineRoute({
    method: 'GET',
    path: '/web/data-resource/delivery',
    summary: 'What a data resource offers for use: its files (open data), its open API with documentation, or why nothing; an unknown id answers 4011.',
    access: 'public',
    query: z.strictObject({ id: idParam }),
    data: resourceDeliverySchema,
  }),
  preview: defineRoute({
    method: 'GET',
    path: '/web/data-resource/preview',
    summary: 'The first 50 rows of an open data resource with its field schema; conditional and closed resources answer 403.',
    access: 'public',
    query: z.strictObject({ id: idParam }),
    data: resourcePreviewSchema,
  }),
  records: defineRoute({
    method: 'GET',
    path: '/open/v1/resources/:code/records',
    summary: `A page of a resource's records (open API). Open data needs no key; conditional data needs the app key of an authorization in the ${APP_KEY_HEADER} header, within its fields, period and quota.`,
    access: 'public',
    params: z.strictObject({ code: resourceCodeParam }),
    query: recordsQuerySchema,
    data: recordsPageSchema,
  }),
};

/** The open API's code for a missing or invalid app key (HTTP 401; not spec §8's session codes, which sign a visitor out). */
export const APP_KEY_CODE = 4010;
