import { sql, type Kysely } from 'kysely';
import type { Database } from '@portal/server-db';

/**
 * Issue 16 (decision 0025): answers that are costly to compute (facet counts over the whole
 * catalogue, a keyword's matches, the wall's statistics) are kept per request shape and dropped when
 * public content changes. What changed is known from one row, `content_generations.public`: every
 * write that changes a public answer bumps it in its own transaction, so every server node sees the
 * change at its next request, and a cached answer never outlives the content it was computed from.
 */

/** The content every public cache depends on. */
export const PUBLIC_CONTENT = 'public';

/** Reads of the generation in flight, per database: asks made meanwhile share them. */
const reading = new WeakMap<Kysely<Database>, Promise<number>>();

/**
 * The current generation of public content (0 before the first change). A request that asks
 * several caches (a list's counts and its page) asks at once, and they share one read.
 */
export function contentGeneration(db: Kysely<Database>): Promise<number> {
  let read = reading.get(db);
  if (!read) {
    read = db
      .selectFrom('content_generations')
      .select('generation')
      .where('name', '=', PUBLIC_CONTENT)
      .executeTakeFirst()
      .then((row) => Number(row?.generation ?? 0))
      .finally(() => reading.delete(db));
    reading.set(db, read);
  }
  return read;
}

/** Records that public content changed; call it in the transaction of the change. */
export async function bumpContentGeneration(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('content_generations')
    .values({ name: PUBLIC_CONTENT, generation: 1 })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ generation: sql`content_generations.generation + 1` }))
    .execute();
}

export interface ContentCache<T> {
  /** The cached answer for this key at the current generation, or the one `compute` makes now (and keeps). */
  get(db: Kysely<Database>, key: string, compute: () => Promise<T>): Promise<T>;
  /** How many answers it holds for a database (tests, diagnostics). */
  size(db: Kysely<Database>): number;
}

/**
 * A bounded cache of answers keyed by request shape and content generation, kept apart per
 * database (a process may serve several, as the tests do). The oldest-used entry goes when it is
 * full. Concurrent asks for the same missing key share one computation; a failed computation is
 * not kept.
 */
export function createContentCache<T>(maxEntries: number): ContentCache<T> {
  const perDatabase = new WeakMap<Kysely<Database>, { entries: Map<string, Promise<T>>; generationSeen: number }>();
  const stateOf = (db: Kysely<Database>) => {
    let state = perDatabase.get(db);
    if (!state) {
      state = { entries: new Map(), generationSeen: -1 };
      perDatabase.set(db, state);
    }
    return state;
  };
  return {
    async get(db, key, compute) {
      const state = stateOf(db);
      const generation = await contentGeneration(db);
      // A request that read an older generation than another one already did (a change landed in
      // between) answers from the database and keeps nothing.
      if (generation < state.generationSeen) return compute();
      if (generation > state.generationSeen) {
        state.entries.clear();
        state.generationSeen = generation;
      }
      const { entries } = state;
      const found = entries.get(key);
      if (found) {
        // Most recently used last: re-insert.
        entries.delete(key);
        entries.set(key, found);
        return found;
      }
      const made = compute();
      entries.set(key, made);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      made.catch(() => {
        if (entries.get(key) === made) entries.delete(key);
      });
      return made;
    },
    size: (db) => perDatabase.get(db)?.entries.size ?? 0,
  };
}
