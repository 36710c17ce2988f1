import type { Kysely } from 'kysely';

/**
 * Issue 6 benchmark (bench/results/api.json, 3 000 applications, ≈10 000 transitions):
 * - the workspace home's "recent decisions" (transitions by actor, newest first) scanned the
 *   whole trail table and sorted it: ≈4 ms for the admin per call, growing with every
 *   decision; with (actor_user_id, at, id) it reads ten index entries (≈0.1 ms);
 * - a corporation's applications (its home, its list, its user detail) had no index leading
 *   with org_id (the live-application index is partial, status <> 'withdrawn', so these
 *   queries cannot use it) and scanned the table: ≈1.2 ms, with (org_id, updated_at) ≈0.03 ms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('application_transitions_actor_idx').on('application_transitions').columns(['actor_user_id', 'at', 'id']).execute();
  await db.schema.createIndex('domain_applications_org_idx').on('domain_applications').columns(['org_id', 'updated_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('domain_applications_org_idx').ifExists().execute();
  await db.schema.dropIndex('application_transitions_actor_idx').ifExists().execute();
}
