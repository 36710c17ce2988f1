import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '@portal/server-db';
import { countHit } from '@portal/server-core';

/** What the rate-limit plugin gives a store: its options, and for a route's store the route. */
interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** @fastify/rate-limit's default window, should a caller give none. */
const DEFAULT_WINDOW_MS = 60_000;

/**
 * Issue 20: the store of @fastify/rate-limit, counted in the database (`countHit`, server core)
 * instead of each process's memory, so N nodes on one database allow a client the limit once, not N
 * times. The plugin makes one store with its options and, for each rate-limited route, a child
 * (`child(routeOptions)`) whose keys carry the route's method and URL: two routes never share a
 * counter, and the same route on every node does. `incr` answers the window's count with this hit
 * (`current`) and the milliseconds left in it (`ttl`), from which the plugin writes `retry-after`
 * and `x-ratelimit-reset` (seconds, rounded up: 1 to the window's length).
 *
 * A database that fails the count fails the request (the plugin's `skipOnError` is off): the error
 * handler answers a database fault with 503 (5032), never a request let through uncounted. Fixed
 * windows only: `continueExceeding` and `exponentialBackoff` are refused when a route is registered.
 */
export function databaseRateLimitStore(db: Kysely<Database>, now: () => number): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      options: StoreOptions,
      private readonly scope = 'global',
    ) {
      if (options.continueExceeding || options.exponentialBackoff) {
        throw new Error('The database rate-limit store counts fixed windows only (no continueExceeding, no exponentialBackoff)');
      }
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow = DEFAULT_WINDOW_MS): void {
      const at = now();
      countHit(db, `route:${this.scope}:${key}`, timeWindow, at).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: resetAt - at }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // Typed as the route's options; at run time the route's merged rate-limit options, its route in `routeInfo`.
    child(routeOptions: object): FastifyRateLimitStore {
      const options = routeOptions as StoreOptions;
      const { method, url } = options.routeInfo ?? {};
      return new DatabaseRateLimitStore(options, `${[method ?? ''].flat().join(',')} ${url ?? ''}`);
    }
  }
  return DatabaseRateLimitStore;
}
