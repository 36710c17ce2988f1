import { buildApp } from './app';
import { loadConfig } from './config';
import { siteUrls } from './plugins/site-hosts';

const config = loadConfig();
const app = await buildApp({ webRoot: config.webRoot, logger: { level: config.logLevel } });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
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
const lines = siteUrls(`localhost:${port}`).map(({ site, url }) => `  ${url.padEnd(34)} ${site.nameZh}`);
console.log(`\n江苏省公共数据授权运营平台 is running:\n${lines.join('\n')}\n  API: http://localhost:${port}/alpha-portal/api/v1/health\n`);
