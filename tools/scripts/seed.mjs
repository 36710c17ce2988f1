// `npm run seed`: open the database (DATABASE_URL, or the default SQLite file
// data/portal.db), run pending migrations, and write the demo data if it is not there.
// Idempotent: run it as often as you like. The demo passwords it prints are for local
// and test use only.
import { register } from 'tsx/esm/api';

register();
process.chdir(new URL('../..', import.meta.url).pathname);

const { openDatabase, migrateToLatest, isSeeded, seedDemoData, DEMO_ACCOUNTS, DEFAULT_SQLITE_FILE } = await import('../../libs/server/db/src/index.ts');

/** The URL without its password, for printing. */
function describeUrl(url) {
  if (!url) return `SQLite ${DEFAULT_SQLITE_FILE}`;
  if (!/^postgres(ql)?:\/\//i.test(url)) return `SQLite ${url}`;
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return `PostgreSQL ${parsed.toString()}`;
}

/** padEnd by display width: CJK and full-width characters take two columns. */
function pad(text, width) {
  const columns = [...text].reduce((sum, char) => sum + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char) ? 2 : 1), 0);
  return text + ' '.repeat(Math.max(0, width - columns));
}

const url = process.env.DATABASE_URL?.trim() || undefined;
const database = openDatabase({ url });
try {
  console.log(`Database: ${describeUrl(url)}`);
  const applied = await migrateToLatest(database.db);
  console.log(applied.length > 0 ? `Migrations applied: ${applied.join(', ')}` : 'Migrations: up to date');

  if (await isSeeded(database.db)) {
    console.log('Demo data: already present (the admin account exists); nothing written.');
  } else {
    const result = await seedDemoData(database.db, { now: Date.now() });
    console.log(
      result.seeded
        ? `Demo data written: ${result.organisations} organisations, ${result.users} accounts, ${result.ssoIdentities} dev SSO identities.`
        : 'Demo data: written by another process meanwhile; nothing written.',
    );
  }

  console.log('\nDemo accounts (demo only — never on a production database):');
  for (const account of DEMO_ACCOUNTS) {
    const secret = account.password ?? '(统一身份认证 / dev CAS)';
    console.log(`  ${pad(account.kind, 11)} ${pad(account.account, 18)} ${pad(secret, 24)} ${pad(account.phone ?? '', 12)} ${account.note}`);
  }
} catch (error) {
  console.error(`\nSeeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
