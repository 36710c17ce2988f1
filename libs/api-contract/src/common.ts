import * as z from 'zod/mini';
import { ID_PATTERN } from './ids';

/**
 * Primitives the contract's groups share (issue 14): the id and paging parameters, the shape of a
 * paged list answer, facet buckets, and the fields the publications (news, policies, calls) and the
 * announcements share. Each was defined several times before; their behaviour and messages are as
 * they were.
 */

/** An id in a query or body: a lower-case letter, then 1-40 lower-case letters, digits or underscores. */
export const idParam = z.string().check(z.regex(ID_PATTERN, { message: '编号格式不正确' }));

/** Query strings carry text: a page number is digits only, within bounds. */
const intParam = (min: number, max: number, fallback: number, label: string) =>
  z.pipe(
    z.optional(
      z.pipe(
        z.pipe(z.string().check(z.regex(/^\d{1,6}$/, { message: `${label}必须是整数` })), z.transform(Number)),
        z.number().check(z.int(), z.gte(min, { message: `${label}不能小于${min}` }), z.lte(max, { message: `${label}不能大于${max}` })),
      ),
    ),
    z.transform((value: number | undefined) => value ?? fallback),
  );

/** Paging of every list (page 1-based; at most 100 rows a page): spread into a list's query. */
export const pagingQuery = {
  page: intParam(1, 10_000, 1, '页码'),
  pageSize: intParam(1, 100, 10, '每页条数'),
};

/**
 * A row version a change names (optimistic concurrency): a 32-bit integer column on both engines, so a
 * larger number is refused here, before it reaches the database (PostgreSQL would fail on it).
 */
export const rowVersion = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

/** A list's optional keyword filter (trimmed). */
export const keywordParam = z.optional(z.string().check(z.trim(), z.maxLength(50, { message: '关键词不能超过50个字符' })));

/** A list's optional year filter: four digits in the query, a number once parsed. */
export const yearParam = z.optional(z.pipe(z.string().check(z.regex(/^(19|20)\d{2}$/, { message: '年份格式不正确' })), z.transform(Number)));

/** A mainland mobile phone number. */
export const mobilePhoneSchema = z.string().check(z.regex(/^1[3-9]\d{9}$/, { message: '请输入正确的手机号码' }));

/** One value of a facet with its name and how many rows have it. */
export const facetBucketSchema = z.object({ value: z.string(), label: z.string(), count: z.number().check(z.int(), z.nonnegative()) });
export type FacetBucket = z.output<typeof facetBucketSchema>;

/**
 * The fields every paged list answer has, in this order: the page's rows, the rows in all, the page
 * and its size. Spread them where a list answer has fields before them; otherwise use pagedDataSchema.
 */
export const pagedFields = <Item extends z.ZodMiniType>(item: Item) => ({
  items: z.array(item),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
});

/** A paged list answer: `{ items, total, page, pageSize }`, then the list's own fields (facets, counts), if any. */
export const pagedDataSchema = <Item extends z.ZodMiniType, Extra extends z.core.$ZodLooseShape = Record<never, never>>(item: Item, extra?: Extra) =>
  z.object({ ...pagedFields(item), ...(extra as Extra) });

/** A file attached to a news item, policy or call. */
export const attachmentSchema = z.object({
  name: z.string(),
  /** A same-origin download path. */
  url: z.string(),
  sizeBytes: z.number().check(z.int(), z.nonnegative()),
});
export type Attachment = z.output<typeof attachmentSchema>;
