import type { Kysely } from 'kysely';
import { PRODUCT_TYPE_LABELS } from '@portal/api-contract';
import { parseList, type Database } from '@portal/server-db';
import { newsDocument, policyDocument, type SearchDocument } from './search-document';

const PRODUCT_TYPE: Record<string, string> = PRODUCT_TYPE_LABELS;

type Names = Map<string, string>;

/** What a resource is searched by beyond its text (issue 16): formats (API also as 接口) and its fields' labels. */
export function resourceKeywords(row: { formats: string; field_schema: string }, departmentShortName: string | undefined): string {
  const formats = parseList(row.formats);
  let labels: string[] = [];
  try {
    const fields: unknown = JSON.parse(row.field_schema);
    if (Array.isArray(fields))
      labels = fields.flatMap((field) => (typeof (field as { label?: unknown }).label === 'string' ? [(field as { label: string }).label] : []));
  } catch {
    labels = [];
  }
  return [departmentShortName ?? '', ...formats, ...(formats.includes('API') ? ['接口'] : []), ...labels].filter(Boolean).join(' ');
}

async function* resourceDocuments(db: Kysely<Database>, departments: Names, shortNames: Names, domains: Names): AsyncGenerator<SearchDocument[]> {
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('data_resources')
      .select(['id', 'code', 'name', 'department_id', 'domain_id', 'description', 'tags', 'formats', 'field_schema', 'updated_at'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(2000)
      .execute();
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    yield rows.map((row) => ({
      type: 'resource',
      refId: row.id,
      title: row.name,
      body: `${row.description} ${row.code}`,
      tags: parseList(row.tags).join(' '),
      meta: `${departments.get(row.department_id) ?? ''} · ${domains.get(row.domain_id) ?? ''}`,
      date: Number(row.updated_at),
      keywords: resourceKeywords(row, shortNames.get(row.department_id)),
    }));
  }
}

async function productDocuments(db: Kysely<Database>, domains: Names): Promise<SearchDocument[]> {
  const products = await db
    .selectFrom('data_products as p')
    .innerJoin('organisations as o', 'o.id', 'p.org_id')
    .select(['p.id', 'p.name', 'p.product_type', 'p.scenarios', 'p.description', 'p.domain_id', 'p.updated_at', 'o.name as operator'])
    .execute();
  return products.map((row) => ({
    type: 'product',
    refId: row.id,
    title: row.name,
    body: `${row.description} ${parseList(row.scenarios).join(' ')}`,
    meta: `${row.operator} · ${PRODUCT_TYPE[row.product_type] ?? ''} · ${domains.get(row.domain_id) ?? ''}`,
    date: Number(row.updated_at),
  }));
}

/** Every searchable item of the source tables, in batches. */
export async function* searchSources(db: Kysely<Database>): AsyncGenerator<SearchDocument[]> {
  const departmentRows = await db.selectFrom('departments').select(['id', 'name', 'short_name']).execute();
  const departments = new Map(departmentRows.map((row) => [row.id, row.name]));
  const shortNames = new Map(departmentRows.map((row) => [row.id, row.short_name]));
  const domains = new Map((await db.selectFrom('data_domains').select(['id', 'name']).execute()).map((row) => [row.id, row.name]));
  yield* resourceDocuments(db, departments, shortNames, domains);
  yield await productDocuments(db, domains);
  const news = await db
    .selectFrom('news')
    .select(['id', 'title', 'category', 'summary', 'source', 'body_html', 'published_at'])
    .where('status', '=', 'published')
    .execute();
  yield news.map(newsDocument);
  const policies = await db.selectFrom('policies').select(['id', 'title', 'issuer', 'doc_number', 'summary', 'body_html', 'issued_at']).execute();
  yield policies.map(policyDocument);
}
