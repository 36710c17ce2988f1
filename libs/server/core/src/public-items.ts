import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '@portal/server-db';
import { countOf } from './sql';

/** A public item as a crawler is told of it (issue 15 §Findable): its id and when it last changed (epoch ms). */
export interface PublicItem {
  id: string;
  lastModified: number;
}

/**
 * The public items of one kind in id order, for lists too long to read at once (a sitemap of
 * 100,000 resources): how many there are, the id at a position (where one sitemap file starts) and
 * the items after an id. Pages are keyset pages: each reads the id index from where the last one
 * ended, never an OFFSET.
 */
export interface PublicItemSource {
  count(): Promise<number>;
  /** The id at a 1-based position of the id order, or undefined past the end. */
  idAt(position: number): Promise<string | undefined>;
  /** Up to `limit` items whose id comes after `after` (from the first without it), in id order. */
  after(after: string | undefined, limit: number): Promise<PublicItem[]>;
}

/**
 * A source over the rows `visible` selects: the domain's own visibility rule (the query its public
 * list and detail start from), so what is listed here is what an anonymous visitor can open.
 * `id` is the id column (`n.id`); an item's last change is the latest of `lastModified`.
 */
export function publicItemSource<DB, TB extends keyof DB>(
  db: Kysely<Database>,
  visible: () => SelectQueryBuilder<DB, TB, object>,
  columns: { id: string; lastModified: readonly [string, ...string[]] },
): PublicItemSource {
  const id = sql.ref(columns.id);
  return {
    count: () => countOf(visible()),
    async idAt(position) {
      // One pass over the id index numbering the rows (SQLite and PostgreSQL both have row_number).
      const ranked = visible().select([sql<string>`${id}`.as('id'), sql<number>`row_number() over (order by ${id})`.as('rn')]);
      const { rows } = await sql<{ id: string }>`select ranked.id from (${ranked}) as ranked where ranked.rn = ${position}`.execute(db);
      return rows[0]?.id;
    },
    async after(after, limit) {
      let query = visible().select([
        sql<string>`${id}`.as('id'),
        ...columns.lastModified.map((column, index) => sql<number | string>`${sql.ref(column)}`.as(`m${index}`)),
      ]);
      if (after !== undefined) query = query.where(sql<boolean>`${id} > ${after}`);
      const rows = (await query.orderBy(id).limit(limit).execute()) as unknown as (Record<string, number | string> & { id: string })[];
      return rows.map((row) => ({ id: row.id, lastModified: Math.max(...columns.lastModified.map((_, index) => Number(row[`m${index}`]))) }));
    },
  };
}
