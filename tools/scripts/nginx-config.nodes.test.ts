// Issue 20: the generated configuration run by Debian's nginx (unprivileged, on a loopback port) in front
// of two tiny node:http servers standing in for API nodes, each answering with its own name. Needs
// /usr/sbin/nginx and the brotli static module: without them these tests fail with what to install.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { on } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, httpRequest, requireNginx, startNginx, writeTestNginx, type HttpAnswer, type TestNginx, type TestNginxPaths } from './nginx-test-server';

interface StandIn {
  name: string;
  server: Server;
  address: string;
  seen: { path: string; headers: IncomingHttpHeaders }[];
}

/** A stand-in API node on a loopback port: answers every request with its name and records what it saw. */
function standIn(name: string): Promise<StandIn> {
  const seen: StandIn['seen'] = [];
  const server = createServer((request, response) => {
    seen.push({ path: request.url ?? '', headers: request.headers });
    response.setHeader('x-portal-node', name);
    response.end(name);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ name, server, seen, address: `127.0.0.1:${(server.address() as { port: number }).port}` })),
  );
}

function stop(node: StandIn): Promise<void> {
  return new Promise((resolve) => {
    node.server.close(() => resolve());
    node.server.closeAllConnections();
  });
}

const JS = 'export const portal = "江苏";\n'.repeat(200);
const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-nodes-'));
const webRoot = join(dir, 'www');
let nodes: StandIn[] = [];
let nginx: TestNginxPaths;
let running: TestNginx | undefined;

beforeAll(async () => {
  requireNginx();
  const assets = join(webRoot, 'portal', 'assets');
  mkdirSync(assets, { recursive: true });
  writeFileSync(join(assets, 'index-Ab12Cd34.js'), JS);
  writeFileSync(join(assets, 'index-Ab12Cd34.js.br'), brotliCompressSync(JS));
  writeFileSync(join(assets, 'index-Ab12Cd34.js.gz'), gzipSync(JS));
  nodes = await Promise.all([standIn('node-a'), standIn('node-b')]);
  const listenPort = await freePort();
  nginx = writeTestNginx({ dir, listenPort, publicOrigin: `http://portal.test:${listenPort}`, nodes: nodes.map((node) => node.address), webRoot });
  running = await startNginx(nginx);
});

afterAll(async () => {
  await running?.stop();
  await Promise.all(nodes.map((node) => (node.server.listening ? stop(node) : undefined)));
  rmSync(dir, { recursive: true, force: true });
});

/** A request to nginx for the site `sub` (the province when absent), as a browser on the public origin sends it. */
function get(path: string, options: { sub?: string; headers?: Record<string, string>; method?: string } = {}): Promise<HttpAnswer> {
  const host = `${options.sub ? `${options.sub}.` : ''}portal.test:${nginx.listenPort}`;
  return httpRequest(nginx.listenPort, host, path, options);
}

const hits = () => nodes.reduce((sum, node) => sum + node.seen.length, 0);

/** The access log's lines, once one satisfies `found` (nginx writes the line just after the answer is sent): read again at each change of the file. */
async function accessLogOnce(found: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>[]> {
  const read = () =>
    readFileSync(nginx.accessLog, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  // Watching before the first read: a line written in between is a change still to come.
  const watcher = watch(nginx.accessLog);
  const changes = on(watcher, 'change');
  try {
    let lines = read();
    while (!lines.some(found)) {
      await changes.next();
      lines = read();
    }
    return lines;
  } finally {
    watcher.close();
  }
}

describe('issue 20: nginx in front of two API nodes', () => {
  it('issue 20 app routes are answered by both nodes, which get the Host with its port and the client address', async () => {
    const answers = [];
    for (let index = 0; index < 4; index += 1) answers.push(await get('/home'));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.toString()))).toEqual(new Set(['node-a', 'node-b']));
    const city = await get('/workspace', { sub: 'nj' });
    expect(city.status).toBe(200);
    const last = nodes.flatMap((node) => node.seen).find((seen) => seen.path === '/workspace')!;
    expect(last.headers.host).toBe(`nj.portal.test:${nginx.listenPort}`);
    expect(last.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(last.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('issue 20 an asset is served by nginx itself: br when a .br exists and br is accepted, immutable, 404 when missing', async () => {
    const before = hits();
    const br = await get('/assets/index-Ab12Cd34.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toEqual(brotliCompressSync(JS));
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    const gzip = await get('/assets/index-Ab12Cd34.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(JS);
    const missing = await get('/assets/index-Gone0000.js', { headers: { 'accept-encoding': 'br' } });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect((await get('/assets/index-Ab12Cd34.js', { sub: 'nj' })).status).toBe(404);
    expect(hits()).toBe(before);
  });

  it('issue 20 /cas/ and /dev/ answer 404 without reaching a node; an unknown host is closed', async () => {
    const before = hits();
    for (const path of ['/cas/login', '/dev/sms-outbox', '/cas', '/x/../dev/sms-outbox', '/%63as/login']) {
      expect((await get(path)).status, path).toBe(404);
    }
    await expect(httpRequest(nginx.listenPort, 'elsewhere.test', '/home')).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(hits()).toBe(before);
  });

  it('issue 20 a body over the upload limit answers 413 with the API envelope, from nginx', async () => {
    const before = hits();
    const answer = await get('/alpha-portal/api/v1/second/file/upload', { method: 'POST', headers: { 'content-length': String(64 * 1024 * 1024) } });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 4130, data: null });
    expect(hits()).toBe(before);
  });

  it('issue 20 the access log is JSON, one line a request, with secret query values redacted', async () => {
    await get('/login?ticket=ST-1-secret&lang=en', { sub: 'wx' });
    const lines = await accessLogOnce((line) => String(line['request']).startsWith('GET /login?'));
    const line = lines.find((entry) => String(entry['request']).startsWith('GET /login?'))!;
    expect(line).toMatchObject({ host: `wx.portal.test`, request: 'GET /login?[redacted] HTTP/1.1', status: 200, upstream_status: '200' });
    expect(line['request_id']).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(lines)).not.toContain('ST-1-secret');
  });

  it('issue 20 with one node stopped, GETs still succeed through the other', async () => {
    await stop(nodes[1]!);
    const answers = [];
    for (let index = 0; index < 4; index += 1) answers.push(await get('/news'));
    expect(answers.map((answer) => [answer.status, answer.body.toString()])).toEqual(Array(4).fill([200, 'node-a']));
    // At least one of them went to the stopped node first and was passed on (nginx's log shows both tries).
    const lines = await accessLogOnce((line) => line['request'] === 'GET /news HTTP/1.1' && String(line['upstream_addr']).includes(','));
    const retried = lines.find((line) => line['request'] === 'GET /news HTTP/1.1' && String(line['upstream_addr']).includes(','))!;
    expect(retried['upstream_addr']).toBe(`${nodes[1]!.address}, ${nodes[0]!.address}`);
    expect(retried['status']).toBe(200);
  });
});
