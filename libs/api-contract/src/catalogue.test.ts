import { describe, expect, it } from 'vitest';
import {
  API,
  listSort,
  PRODUCT_TYPES,
  PRODUCT_TYPE_LABELS,
  productDetailSchema,
  productListDataSchema,
  productListQuerySchema,
  resourceListQuerySchema,
} from './index';

/** The path of every issue of a failed parse (e.g. ['page']). */
const failedPaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; code: string; keys?: string[] }[] } }) =>
  result.error?.issues.map((issue) => (issue.code === 'unrecognized_keys' ? `unknown:${(issue.keys ?? []).join(',')}` : issue.path.join('.'))) ?? [];

describe.each([
  ['resources', resourceListQuerySchema],
  ['products', productListQuerySchema],
] as const)('%s list query: paging and common parameters (issue 5)', (_name, schema) => {
  it('defaults to page 1 of 10, newest updated first (issue 16: the sort left to listSort)', () => {
    const query = schema.parse({});
    expect(query).toEqual({ page: 1, pageSize: 10, order: 'desc' });
    expect(listSort(query.sort, query.keyword)).toBe('updated');
  });

  it('issue 16: orders by relevance with a keyword unless another sort is asked for; relevance needs a keyword', () => {
    const withKeyword = schema.parse({ keyword: '交通' });
    expect(listSort(withKeyword.sort, withKeyword.keyword)).toBe('relevance');
    const named = schema.parse({ keyword: '交通', sort: 'name' });
    expect(listSort(named.sort, named.keyword)).toBe('name');
    const relevance = schema.parse({ sort: 'relevance' });
    expect(listSort(relevance.sort, relevance.keyword)).toBe('updated');
  });

  it('turns digit strings into numbers within bounds', () => {
    expect(schema.parse({ page: '3', pageSize: '100' })).toMatchObject({ page: 3, pageSize: 100 });
    expect(schema.parse({ page: '10000', pageSize: '1' })).toMatchObject({ page: 10_000, pageSize: 1 });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '-1' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ page: '' }, 'page'],
    [{ page: '10001' }, 'page'],
    [{ page: '1234567' }, 'page'],
    [{ pageSize: '0' }, 'pageSize'],
    [{ pageSize: '101' }, 'pageSize'],
    [{ pageSize: '10000' }, 'pageSize'],
    [{ sort: 'popularity' }, 'sort'],
    [{ order: 'sideways' }, 'order'],
    [{ domain: "' OR 1=1 --" }, 'domain'],
    [{ domain: 'Traffic' }, 'domain'],
    [{ keyword: '数'.repeat(51) }, 'keyword'],
  ])('refuses %j', (query, path) => {
    const result = schema.safeParse(query);
    expect(result.success).toBe(false);
    expect(failedPaths(result)).toContain(path);
  });

  it('refuses an unknown parameter by name', () => {
    const result = schema.safeParse({ colour: 'red' });
    expect(result.success).toBe(false);
    expect(failedPaths(result)).toContain('unknown:colour');
  });

  it('trims the keyword and allows 50 characters', () => {
    expect(schema.parse({ keyword: '  交通  ' }).keyword).toBe('交通');
    expect(schema.parse({ keyword: '数'.repeat(50) }).keyword).toHaveLength(50);
  });

  it('sorts ascending or descending by name', () => {
    expect(schema.parse({ sort: 'name', order: 'asc' })).toMatchObject({ sort: 'name', order: 'asc' });
  });
});

describe('resource list query (issue 5)', () => {
  it('takes the resource filters', () => {
    expect(
      resourceListQuerySchema.parse({
        domain: 'traffic',
        department: 'dept_jt',
        openType: 'conditional',
        format: 'CSV',
        frequency: 'monthly',
        sort: 'records',
      }),
    ).toMatchObject({ domain: 'traffic', department: 'dept_jt', openType: 'conditional', format: 'CSV', frequency: 'monthly', sort: 'records' });
  });

  it.each([
    [{ openType: 'secret' }, 'openType'],
    [{ format: 'csv' }, 'format'],
    [{ frequency: 'hourly' }, 'frequency'],
    [{ type: 'api' }, 'unknown:type'],
  ])('refuses %j', (query, path) => {
    expect(failedPaths(resourceListQuerySchema.safeParse(query))).toContain(path);
  });
});

describe('product list query (issue 5)', () => {
  it('takes the product filters', () => {
    expect(productListQuerySchema.parse({ domain: 'traffic', type: 'report', operator: 'org_jsdata', sort: 'published' })).toMatchObject({
      domain: 'traffic',
      type: 'report',
      operator: 'org_jsdata',
      sort: 'published',
    });
  });

  it.each([
    [{ type: 'model' }, 'type'],
    [{ operator: "org_x' OR '1'='1" }, 'operator'],
    [{ sort: 'records' }, 'sort'],
    [{ department: 'dept_jt' }, 'unknown:department'],
  ])('refuses %j', (query, path) => {
    expect(failedPaths(productListQuerySchema.safeParse(query))).toContain(path);
  });

  it('labels every product type in Chinese', () => {
    expect(PRODUCT_TYPES.map((type) => PRODUCT_TYPE_LABELS[type])).toEqual(['API接口', '数据集', '分析报告', '数据应用']);
  });
});

describe('product routes (issue 5)', () => {
  it('lists and details data products, publicly', () => {
    expect(API.catalogue.products).toMatchObject({ method: 'GET', path: '/web/data-product/list', access: 'public' });
    expect(API.catalogue.product).toMatchObject({ method: 'GET', path: '/web/data-product/detail', access: 'public' });
    expect(API.catalogue.product.query?.safeParse({ id: 'prd_0001' }).success).toBe(true);
    expect(API.catalogue.product.query?.safeParse({ id: "prd_0001' --" }).success).toBe(false);
    expect(API.catalogue.product.query?.safeParse({}).success).toBe(false);
  });

  it('checks the shape of list and detail data', () => {
    const item = {
      id: 'prd_0001',
      name: '高速公路通行态势API',
      type: 'api',
      domain: { id: 'traffic', name: '交通运输' },
      operator: { id: 'org_jsdata', name: '江苏数据公司' },
      scenarios: ['出行服务'],
      publishedAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-02-01T00:00:00.000Z',
    };
    const bucket = { value: 'api', label: 'API接口', count: 1 };
    expect(
      productListDataSchema.safeParse({ items: [item], total: 1, page: 1, pageSize: 10, facets: { domain: [], type: [bucket], operator: [] } }).success,
    ).toBe(true);
    expect(productListDataSchema.safeParse({ items: [item], total: 1, page: 1, pageSize: 10, facets: { domain: [], type: [] } }).success).toBe(false);
    expect(productDetailSchema.safeParse({ ...item, description: '说明' }).success).toBe(true);
    expect(productDetailSchema.safeParse(item).success).toBe(false);
    expect(productDetailSchema.safeParse({ ...item, type: 'model', description: '' }).success).toBe(false);
  });
});
