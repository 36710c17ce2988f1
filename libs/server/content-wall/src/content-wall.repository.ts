import type { Kysely } from 'kysely';
import type { Database, StoredWallBlock } from '@portal/server-db';

/** The stored home wall ('home'): its blocks as configured and when they changed, or undefined when none is configured. */
export async function storedWall(db: Kysely<Database>): Promise<{ blocks: StoredWallBlock[]; updatedAt: number } | undefined> {
  const row = await db.selectFrom('content_wall').select(['blocks', 'updated_at']).where('id', '=', 'home').executeTakeFirst();
  if (!row) return undefined;
  return { blocks: JSON.parse(row.blocks) as StoredWallBlock[], updatedAt: Number(row.updated_at) };
}
