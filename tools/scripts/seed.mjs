// `npm run seed`: open the database (DATABASE_URL, or the default SQLite file
// data/portal.db), run pending migrations, and write the demo data if it is not there.
// Idempotent: run it as often as you like. The demo passwords it prints are for local
// and test use only.
//
// Flags:
//   --resources N     how many data resources the catalogue gets (default 520, at most
//                     9999999). Applies only when the catalogue is not complete; for benchmarks:
//                       npm run seed -- --resources 100000
//                     (~10 s on SQLite). It commits 20 000 resources at a time, so SQLite's
//                     write-ahead log stays bounded; a seed that was stopped half way is carried
//                     on by the next run. To reseed at another size, start from an empty
//                     database (delete data/portal.db, or use another DATABASE_URL).
//   --publications N  N news items and N policies (default the demo set: 126 and 64; at
//                     most 100000). Applies only when the publications are not there yet.
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
process.chdir(new URL('../..', import.meta.url).pathname);

const { openDatabase, migrateToLatest, DEFAULT_SQLITE_FILE } = await import('@portal/server-db');
const { seedDemoData, DEMO_ACCOUNTS } = await import('@portal/server-demo-data');

const { values: flags } = parseArgs({ options: { resources: { type: 'string' }, publications: { type: 'string' } } });

/** A whole-number flag 0…max, or undefined when not given. */
function wholeNumberFlag(name, max) {
  const text = flags[name];
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!(text.trim() !== '' && Number.isSafeInteger(value) && value >= 0 && value <= max)) {
    console.error(`--${name} must be a whole number 0…${max}, not ${JSON.stringify(text)}`);
    process.exit(2);
  }
  return value;
}
const resources = wholeNumberFlag('resources', 9_999_999);
const publicationCount = wholeNumberFlag('publications', 100_000);

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
  const columns = [...text].reduce(
    (sum, char) => sum + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char) ? 2 : 1),
    0,
  );
  return text + ' '.repeat(Math.max(0, width - columns));
}

const url = process.env.DATABASE_URL?.trim() || undefined;
const database = openDatabase({ url });
try {
  console.log(`Database: ${describeUrl(url)}`);
  const applied = await migrateToLatest(database.db);
  console.log(applied.length > 0 ? `Migrations applied: ${applied.join(', ')}` : 'Migrations: up to date');

  const started = performance.now();
  const result = await seedDemoData(database.db, {
    now: Date.now(),
    ...(resources !== undefined && { resources }),
    ...(publicationCount !== undefined && { news: publicationCount, policies: publicationCount }),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    result.seeded
      ? `Demo data written: ${result.organisations} organisations, ${result.users} accounts, ${result.ssoIdentities} dev SSO identities.`
      : result.users > 0
        ? `Demo accounts: already present; added ${result.users} demo staff account(s) this database lacked.`
        : 'Demo accounts: already present (the admin account exists); nothing written.',
  );
  const { catalogue } = result;
  if (catalogue.seeded) {
    console.log(
      `Catalogue written: ${catalogue.departments} departments, ${catalogue.domains} domains, ` +
        `${catalogue.resources} data resources, ${catalogue.products} data products` +
        (catalogue.resumedFrom !== undefined ? ` (carried on from the ${catalogue.resumedFrom} resources a stopped seed had written).` : '.'),
    );
  } else {
    const { count } = await database.db
      .selectFrom('data_resources')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    console.log(
      `Catalogue: already present (${Number(count)} data resources); nothing written.` +
        (resources !== undefined ? ' --resources applies only to a catalogue not yet complete.' : ''),
    );
  }
  const { publications } = result;
  console.log(
    publications.seeded
      ? `Publications written: ${publications.news} news, ${publications.policies} policies, ${publications.calls} calls ` +
          `(${publications.callResponses} responses), ${publications.pages} pages and the home wall.`
      : 'Publications: already present (the home wall exists); nothing written.' +
          (publicationCount !== undefined ? ' --publications applies to a database without them only.' : ''),
  );
  console.log(`Seeded in ${seconds} s (with the search index: ${result.searchDocuments} items).`);

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
