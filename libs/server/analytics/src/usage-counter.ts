import { sql, type Kysely } from 'kysely';
import type { Database } from '@portal/server-db';
import { provinceDayOf } from '@portal/util';

/** What is counted: page views by route, detail views by item, downloads by file, searches by query. */
export type UsageKind = 'page' | 'detail' | 'download' | 'search';

interface Pending {
  day: string;
  site: string;
  kind: UsageKind;
  key: string;
  count: number;
  resultSum: number;
}

export interface UsageCounterOptions {
  db: Kysely<Database>;
  now: () => number;
  /** How long counts wait in memory before they are written; default 5 s. */
  flushMs?: number;
  /** Distinct counters held at most before a write is started at once; default 2,000. */
  maxPending?: number;
  /** Where a failed write is reported (the counts are kept for the next one). */
  onError?: (error: unknown) => void;
  /** false: nothing is counted (the bench's baseline). */
  enabled?: boolean;
}

/** Rows per INSERT of a write. */
const ROWS_PER_INSERT = 200;
/** A buffer this many times over its bound drops new counters until a write empties it (a flood of distinct queries). */
const HARD_LIMIT_FACTOR = 5;

/** Adds a batch to the stored counters: one transaction of upserts, ROWS_PER_INSERT rows a statement. */
async function writeCounts(db: Kysely<Database>, batch: readonly Pending[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < batch.length; start += ROWS_PER_INSERT) {
      const rows = batch.slice(start, start + ROWS_PER_INSERT).map((row) => ({
        day: row.day,
        site: row.site,
        kind: row.kind,
        key: row.key,
        count: row.count,
        result_sum: row.resultSum,
      }));
      await trx
        .insertInto('usage_counts')
        .values(rows)
        .onConflict((conflict) =>
          conflict.columns(['day', 'site', 'kind', 'key']).doUpdateSet({
            count: sql<number>`usage_counts.count + excluded.count`,
            result_sum: sql<number>`usage_counts.result_sum + excluded.result_sum`,
          }),
        )
        .execute();
    }
  });
}

const keyOf = (row: Pick<Pending, 'day' | 'site' | 'kind' | 'key'>) => `${row.day}\u0000${row.site}\u0000${row.kind}\u0000${row.key}`;

/** Adds a row's counts to the map's (or puts it there). */
function mergeInto(map: Map<string, Pending>, row: Pending): void {
  const found = map.get(keyOf(row));
  if (found) {
    found.count += row.count;
    found.resultSum += row.resultSum;
  } else map.set(keyOf(row), row);
}

/**
 * Batched usage counting (issue 18, decision 0031): requests add to counters in memory, and the
 * counters are written together every few seconds (or sooner when many are pending) as one
 * transaction of upserts, so a page view costs a map update, not a database write. A failed write
 * keeps its counts for the next one. `flush()` writes what is pending now (the report calls it, so
 * one node's own counts are always in its reports; other nodes' arrive within `flushMs`).
 */
export function createUsageCounter({ db, now, flushMs = 5_000, maxPending = 2_000, onError, enabled = true }: UsageCounterOptions) {
  let pending = new Map<string, Pending>();
  // Writes run one after another: each takes what is pending when it starts.
  let chain: Promise<void> = Promise.resolve();
  let queued = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const schedule = () => {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, flushMs);
    timer.unref?.();
  };

  function add(site: string, kind: UsageKind, key: string, resultSum = 0): void {
    if (!enabled || closed) return;
    const row: Pending = { day: provinceDayOf(now()), site, kind, key, count: 1, resultSum };
    if (pending.size >= maxPending * HARD_LIMIT_FACTOR && !pending.has(keyOf(row))) return;
    mergeInto(pending, row);
    if (pending.size >= maxPending && !queued) void flush();
    else schedule();
  }

  async function writePending(): Promise<void> {
    queued = false;
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (pending.size === 0) return;
    const batch = [...pending.values()];
    pending = new Map();
    try {
      await writeCounts(db, batch);
    } catch (error) {
      // Kept for the next write, merged under the counts that arrived meanwhile.
      for (const row of batch) mergeInto(pending, row);
      onError?.(error);
      schedule();
    }
  }

  /** Writes what is pending, after any write under way (writes never overlap); never rejects. */
  function flush(): Promise<void> {
    queued = true;
    chain = chain.then(writePending);
    return chain;
  }

  return {
    add,
    flush,
    /** Counters waiting in memory. */
    pendingCount: () => pending.size,
    /** Writes what is pending and counts nothing more. */
    async close(): Promise<void> {
      await flush();
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}

export type UsageCounter = ReturnType<typeof createUsageCounter>;
