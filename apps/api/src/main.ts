import { migrateToLatest, openDatabase } from '@portal/server-db';
import { DEMO_ACCOUNTS, isSeeded, seedDemoData } from '@portal/server-demo-data';
import { createSearchIndex } from '@portal/server-search';
import { buildApp } from './app';
import { loadConfig } from './config';
import { siteOrigins } from './plugins/site-hosts';

const config = loadConfig();
const database = openDatabase({
  url: config.databaseUrl,
  onConnectionError: (error) => console.warn(`database connection lost (${error.message}); the next request connects again`),
});
const applied = await migrateToLatest(database.db);
let seeded = false;
if (config.seedDemoData) {
  // Idempotent: fills what an older database lacks (e.g. the catalogue) and nothing else.
  seeded = !(await isSeeded(database.db));
  await seedDemoData(database.db, { now: Date.now() });
}
// The search index is derived from the source tables: a migration that changes how items are
// indexed empties it (0017), a process that stopped while building it leaves it half built; either
// way the server indexes everything again before it answers.
const searchIndex = createSearchIndex(database.db);
if (!(await searchIndex.isBuilt())) await searchIndex.rebuild();
const app = await buildApp({ config, database, logger: { level: config.logLevel } });
if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error(error, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}

await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const origins = siteOrigins(config.publicOrigin, port);
const home = origins[0]?.origin ?? config.publicOrigin;
const lines = origins.map(({ site, origin }) => `  ${`${origin}/`.padEnd(34)} ${site.nameZh}`);
const accounts = config.seedDemoData
  ? `\nDemo accounts${seeded ? ' (seeded now)' : ''} — SMS codes: ${config.devTools ? `${home}/dev/sms-outbox` : 'sent by the SMS gateway'}\n${DEMO_ACCOUNTS.map(
      (account) => `  ${account.kind.padEnd(8)} ${account.account.padEnd(22)} ${account.password ?? '(统一身份认证)'}  ${account.note ?? ''}`,
    ).join('\n')}\n`
  : '';
console.log(
  `\n江苏省公共数据授权运营平台 is running (${database.engine}):\n${lines.join('\n')}\n  API docs: ${home}/alpha-portal/api/v1/docs\n${
    config.devTools ? `  Dev SSO:  ${home}/cas/login (this machine only)\n` : ''
  }${accounts}`,
);
