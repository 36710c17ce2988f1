import type { Kysely } from 'kysely';
import type { Database } from '@portal/server-db';

/**
 * What every domain's repository and service is given (issue 14): the database first, and the
 * clock (tests replace it). Domains take nothing from the HTTP layer but the signal below.
 */
export interface DomainContext {
  db: Kysely<Database>;
  now: () => number;
  /**
   * Aborts when the client of the request this work is for has gone (issue 16, decision 0026);
   * absent outside a request. Between database steps, `ctx.signal?.throwIfAborted()` stops the
   * work (it throws `ClientGone`, server core). Never check it inside a computation a cache shares
   * between requests (`createContentCache`'s `compute`): another client may still wait for it.
   */
  signal?: AbortSignal | undefined;
  /** Where the request came from (issue 17: the audit log records the address); absent outside a request. */
  client?: { ip: string } | undefined;
}
