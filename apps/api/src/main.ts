import { hostname } from 'node:os';
import { openDatabase } from '@portal/server-db';
import { DEMO_ACCOUNTS } from '@portal/server-demo-data';
import { buildApp } from './app';
import { loadConfig } from './config';
import { assertPrepared, prepareDatabase } from './prepare';
import { siteOrigins } from './plugins/site-hosts';

const config = loadConfig();
const database = openDatabase({
  url: config.databaseUrl,
  onConnectionError: (error) => console.warn(`database connection lost (${error.message}); the next request connects again`),
});
// Issue 20: a local run prepares the database itself; a production node only checks that
// `npm run migrate` did, and refuses to start otherwise.
let prepared = { applied: [] as string[], seeded: false };
if (config.migrateOnStart) prepared = await prepareDatabase(database, { seedDemoData: config.seedDemoData });
else {
  try {
    await assertPrepared(database);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await database.close();
    process.exit(1);
  }
}
const { applied, seeded } = prepared;
const app = await buildApp({
  config,
  database,
  logger: { level: config.logLevel, ...(config.nodeName ? { base: { pid: process.pid, hostname: hostname(), node: config.nodeName } } : {}) },
});
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
