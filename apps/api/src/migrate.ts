// `npm run migrate` (issue 20): once per deploy, before the nodes start. Under the deploy lock it runs
// the pending migrations, seeds the demo data when SEED_DEMO_DATA allows (never in production) and
// builds the search index if it is not built. DATABASE_URL chooses the database, as for the server.
import { openDatabase } from '@portal/server-db';
import { seedDemoDataFrom } from './config';
import { prepareDatabase } from './prepare';

const database = openDatabase({ url: process.env['DATABASE_URL']?.trim() || undefined });
try {
  const started = performance.now();
  const { applied, seeded, indexed } = await prepareDatabase(database, { seedDemoData: seedDemoDataFrom(process.env) });
  const took = Math.round(performance.now() - started);
  console.log(
    [
      `Database (${database.engine}) ready in ${took} ms.`,
      applied.length > 0 ? `Migrations applied: ${applied.join(', ')}` : 'Migrations: up to date',
      seeded ? 'Demo data: written' : null,
      indexed ? 'Search index: built' : 'Search index: up to date',
    ]
      .filter(Boolean)
      .join('\n'),
  );
} catch (error) {
  console.error('Migrating failed:', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
