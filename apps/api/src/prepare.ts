import { migrateToLatest, pendingMigrations, withDeployLock, type DatabaseHandle } from '@portal/server-db';
import { isSeeded, seedDemoData } from '@portal/server-demo-data';
import { createSearchIndex } from '@portal/server-search';

export interface Prepared {
  /** Migrations run now. */
  applied: string[];
  /** Whether the demo data was written now (an empty database). */
  seeded: boolean;
  /** Whether the search index was built now. */
  indexed: boolean;
}

/**
 * Issue 20: brings the database to what this build serves, once, under the deploy lock: the
 * migrations, the demo data when asked (idempotent: fills what an older database lacks), and the
 * search index. The index is derived from the source tables: a migration that changes how items are
 * indexed empties it (0017), a process that stopped while building it leaves it half built; either
 * way it is built again here. `npm run migrate` runs this once per deploy; a local `npm start` runs
 * it at start.
 */
export async function prepareDatabase(database: DatabaseHandle, options: { seedDemoData: boolean; now?: number }): Promise<Prepared> {
  const { db } = database;
  return withDeployLock(db, async () => {
    const applied = await migrateToLatest(db);
    let seeded = false;
    if (options.seedDemoData) {
      seeded = !(await isSeeded(db));
      await seedDemoData(db, { now: options.now ?? Date.now() });
    }
    const searchIndex = createSearchIndex(db);
    const indexed = !(await searchIndex.isBuilt());
    if (indexed) await searchIndex.rebuild();
    return { applied, seeded, indexed };
  });
}

/**
 * Issue 20: a node that does not migrate (production) checks that someone did: no pending migration
 * and a built search index. Throws a message that says what to run, so the node fails closed at start.
 */
export async function assertPrepared(database: DatabaseHandle): Promise<void> {
  const pending = await pendingMigrations(database.db);
  if (pending.length > 0)
    throw new Error(`The database is behind this build (pending: ${pending.join(', ')}). Run \`npm run migrate\` once for this deploy, then start the nodes.`);
  if (!(await createSearchIndex(database.db).isBuilt()))
    throw new Error('The search index is not built. Run `npm run migrate` once for this deploy, then start the nodes.');
}
