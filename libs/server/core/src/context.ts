import type { Kysely } from 'kysely';
import type { Database } from '@portal/server-db';

/**
 * What every domain's repository and service is given (issue 14): the database first, and the
 * clock (tests replace it). Domains take nothing from the HTTP layer.
 */
export interface DomainContext {
  db: Kysely<Database>;
  now: () => number;
}
