import type { Kysely } from 'kysely';
import type { Database } from '@portal/server-db';

/**
 * The names of staff accounts by id (who changed an announcement last). A read of identity's
 * `users` table: it belongs in the identity repository once that exports one.
 */
export async function accountNames(db: Kysely<Database>, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
