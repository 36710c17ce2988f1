/**
 * Issue 15: the server bench-render.ts measures, in a worker thread of its own. The load generator
 * (autocannon) reads and times every answer; on the server's event loop, that work was counted
 * as the server's latency (a cache hit's tail above all). Here the server has its event loop to
 * itself, as it has in production, where the clients are elsewhere.
 *
 * It runs with NODE_ENV=production (bench-render.ts sets it), so the render bundle's React is
 * production's. workerData: the database URL (seeded already), the built apps and render bundles. Posts
 * `{ port }` once listening; on the message `close`, closes and posts `closed`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '@portal/server-db';
import { buildApp } from '../../apps/api/src/index';
import { benchServerConfig } from './bench-config';

export interface RenderBenchServerData {
  databaseUrl: string;
  webRoot: string;
  ssrRoot: string;
}

const { databaseUrl, webRoot, ssrRoot } = workerData as RenderBenchServerData;
if (process.env['NODE_ENV'] !== 'production') throw new Error('bench-render-server measures production: run it with NODE_ENV=production');
if (!parentPort) throw new Error('bench-render-server runs as a worker thread of bench-render.ts');
const parent = parentPort;

const database = openDatabase({ url: databaseUrl });
const app = await buildApp({ config: { ...benchServerConfig(webRoot), ssrRoot }, database });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
parent.postMessage({ port: typeof address === 'object' && address ? address.port : 0, engine: database.engine });

parent.on('message', (message: unknown) => {
  if (message !== 'close') return;
  void app
    .close()
    .then(() => database.close())
    .then(() => parent.postMessage('closed'));
});
