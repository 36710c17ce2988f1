import * as z from 'zod/mini';
import { keywordParam, pagedDataSchema, pagingQuery } from './common';
import { defineRoute } from './route';

/**
 * The search dictionary editor (issue 18, decision 0027's dictionary): groups of terms that mean the
 * same thing to search — synonyms and older names, department short names, data formats, English
 * words. Changes apply to the next query. Admins with the `search:dictionary` right; audited.
 */
export const DICTIONARY_RIGHT = 'search:dictionary';
export const DICTIONARY_KINDS = ['synonym', 'department', 'format', 'english'] as const;
export type DictionaryKind = (typeof DICTIONARY_KINDS)[number];
export const DICTIONARY_KIND_LABELS: Record<DictionaryKind, string> = {
  synonym: '同义词与简称',
  department: '部门简称',
  format: '数据格式',
  english: '英文词',
};

const term = z.string().check(
  z.trim(),
  z.minLength(1, { message: '词条不能为空' }),
  z.maxLength(30, { message: '每个词条不能超过30个字符' }),
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  z.refine((value: string) => !/[\u0000-\u001f"'<>\\]/.test(value), { message: '词条不能包含引号、尖括号、反斜杠或控制字符' }),
);

export const dictionaryTermsSchema = z.array(term).check(
  z.minLength(2, { message: '一组至少包含2个词条' }),
  z.maxLength(20, { message: '一组最多20个词条' }),
  z.refine((terms: string[]) => new Set(terms.map((value) => value.trim().toLowerCase())).size === terms.length, { message: '同一组中的词条不能重复' }),
);

export const dictionaryGroupSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  kind: z.enum(DICTIONARY_KINDS),
  terms: z.array(z.string()),
  updatedAt: z.iso.datetime(),
});
export type DictionaryGroup = z.output<typeof dictionaryGroupSchema>;

/** A group's id (a 32-bit integer column on both engines: a larger number is refused before it reaches the database). */
const groupId = z.number().check(z.int(), z.positive({ message: '编号格式不正确' }), z.lte(2_147_483_647, { message: '编号格式不正确' }));

export const dictionaryListQuerySchema = z.strictObject({
  ...pagingQuery,
  kind: z.optional(z.enum(DICTIONARY_KINDS)),
  /** A term (contains). */
  keyword: keywordParam,
});
export type DictionaryListQuery = z.output<typeof dictionaryListQuerySchema>;

export const dictionarySaveBodySchema = z.strictObject({
  /** Absent: a new group. */
  id: z.optional(groupId),
  kind: z.enum(DICTIONARY_KINDS),
  terms: dictionaryTermsSchema,
});
export type DictionarySaveBody = z.input<typeof dictionarySaveBodySchema>;

/** A query tried against the dictionary as it is, and as it would be with a group saved (or removed). */
export const dictionaryTryBodySchema = z.strictObject({
  query: z.string().check(z.trim(), z.minLength(1, { message: '请输入要试查的检索词' }), z.maxLength(50, { message: '检索词不能超过50个字符' })),
  /** The change to try: a group as it would be saved. */
  change: z.optional(z.strictObject({ id: z.optional(groupId), kind: z.enum(DICTIONARY_KINDS), terms: dictionaryTermsSchema })),
  /** Or a group as if it were removed. */
  removeId: z.optional(groupId),
});
export type DictionaryTryBody = z.input<typeof dictionaryTryBodySchema>;

const tryOutcome = z.object({
  total: z.number().check(z.int(), z.nonnegative()),
  /** The first hits' titles (plain text). */
  titles: z.array(z.string()),
});

export const dictionaryTryDataSchema = z.object({ without: tryOutcome, with: tryOutcome });
export type DictionaryTryData = z.output<typeof dictionaryTryDataSchema>;

export const searchMissSchema = z.object({ query: z.string(), count: z.number().check(z.int(), z.positive()), lastAt: z.iso.datetime() });
export type SearchMiss = z.output<typeof searchMissSchema>;

export const dictionaryRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/primary/search/dictionary/list',
    summary: 'The search dictionary’s groups: filter by kind and term; paged, newest change first.',
    access: 'admin',
    query: dictionaryListQuerySchema,
    data: pagedDataSchema(dictionaryGroupSchema),
  }),
  save: defineRoute({
    method: 'POST',
    path: '/primary/search/dictionary/save',
    summary: 'Adds a group of terms, or changes one; it applies to the next query.',
    access: 'admin',
    body: dictionarySaveBodySchema,
    data: dictionaryGroupSchema,
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/primary/search/dictionary/delete',
    summary: 'Removes a group; it stops applying at the next query.',
    access: 'admin',
    body: z.strictObject({ id: groupId }),
    data: z.null(),
  }),
  tryQuery: defineRoute({
    method: 'POST',
    path: '/primary/search/dictionary/try',
    summary: 'Searches a query with the dictionary as it is and with a change applied (nothing is saved).',
    access: 'admin',
    body: dictionaryTryBodySchema,
    data: dictionaryTryDataSchema,
  }),
  misses: defineRoute({
    method: 'GET',
    path: '/primary/search/dictionary/misses',
    summary: 'The searches that found nothing, most frequent first (the top 20).',
    access: 'admin',
    data: z.array(searchMissSchema),
  }),
} as const;
