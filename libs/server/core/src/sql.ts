import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';

/** `%text%` for LIKE, with the wildcards of the text itself escaped. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Case-insensitive "column contains text" on SQLite and PostgreSQL alike. */
export const columnContains = (column: string, pattern: string): RawBuilder<boolean> => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

/** Epoch milliseconds (bigint column) as an ISO timestamp. */
export const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/** Epoch milliseconds or null as an ISO timestamp or null. */
export const isoOrNull = (ms: number | string | null) => (ms === null ? null : iso(ms));

/** `count(*)` of a query as a number (SQLite answers a number, PostgreSQL a string). */
export async function countOf<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const row = await query.select(sql<number | string>`count(*)`.as('n')).executeTakeFirst();
  return Number((row as { n?: number | string } | undefined)?.n ?? 0);
}

/** Rows per value of one column (`select column, count(*) … group by column`), for facet counts. */
export async function groupCounts<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>, column: string): Promise<Map<string, number>> {
  const rows = await query
    .select([sql<unknown>`${sql.ref(column)}`.as('value'), sql<number>`count(*)`.as('count')])
    .groupBy(sql.ref(column))
    .execute();
  return new Map((rows as { value: unknown; count: number | string }[]).map((row) => [String(row.value), Number(row.count)]));
}
