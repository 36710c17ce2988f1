import { request as httpRequest, type ClientRequest } from 'node:http';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineRoute } from '@portal/api-contract';
import { countOf, facetedList, groupCounts } from '@portal/server-core';
import type { DatabaseHandle } from '@portal/server-db';
import { openTestDatabases } from '@portal/server-db/testing';
import { seedDemoData } from '@portal/server-demo-data';
import { buildApp } from '../app';
import { contractRoute } from '../http/contract-route';
import { testServerConfig } from '../testing/portal-server';

/*
 * Issue 16, "Done when": a bounded loopback load test of load shedding. A real server on a seeded
 * database, real HTTP clients on loopback. The slow step is a list's page read held open by a
 * promise the test releases, so nothing waits on a timer: every wait is for an event the server
 * reports (a request reached the held step, its signal aborted, its handler ended).
 */

const T0 = Date.UTC(2026, 10, 25, 2, 0, 0);
/** Requests the server serves at once in these tests. */
const MAX_IN_FLIGHT = 6;

/** A count that can be waited for: `reached(n)` resolves once `add` was called n times. */
function tally() {
  let count = 0;
  const waiting: { target: number; resolve: () => void }[] = [];
  return {
    add() {
      count += 1;
      for (const waiter of waiting.filter((entry) => entry.target <= count)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
    },
    reached(target: number): Promise<void> {
      if (count >= target) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ target, resolve }));
    },
    get count() {
      return count;
    },
  };
}

/** A promise the test opens. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** The test's list: the news page (held at the gate once read), then the total and a facet. */
const heldList = defineRoute({
  method: 'GET',
  path: '/test/held-list',
  summary: 'Test only: a faceted list whose page is held open.',
  access: 'public',
  query: z.object({ client: z.string() }),
  data: z.object({ total: z.number(), items: z.array(z.string()), categories: z.number() }),
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

for (const target of openTestDatabases()) {
  describe(`load shedding on ${target.name} (issue 16: shed at saturation, stop the work of clients that left)`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let base: { hostname: string; port: number; host: string };
    let healthy = true;
    const logLines: { level: number; msg: string; res?: { statusCode?: number } }[] = [];

    // What the held list did, per client.
    let pageGate = gate();
    let atPage = tally();
    let aborted = tally();
    let ended = tally();
    let queries = new Map<string, number>();

    beforeAll(async () => {
      database = await target.open();
      await seedDemoData(database.db, { now: T0 });
      app = await buildApp({
        config: { ...testServerConfig(), maxInFlight: MAX_IN_FLIGHT },
        database,
        now: () => T0,
        pressureCheck: () => healthy,
        logger: {
          level: 'info',
          stream: new Writable({
            write(chunk: Buffer, _encoding, done) {
              for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as (typeof logLines)[number]);
              done();
            },
          }),
        },
      });
      contractRoute(app, heldList, async ({ query, signal }) => {
        const { client } = query;
        // The queries of this request alone, counted as they complete.
        const counting: KyselyPlugin = {
          transformQuery: (args) => args.node,
          transformResult: async (args) => {
            queries.set(client, (queries.get(client) ?? 0) + 1);
            return args.result;
          },
        };
        const db = database.db.withPlugin(counting);
        signal.addEventListener('abort', () => aborted.add());
        try {
          const list = await facetedList({
            signal,
            paging: { page: 1, pageSize: 5 },
            items: async ({ limit, offset }) => {
              const rows = await db.selectFrom('news').select('id').orderBy('id').limit(limit).offset(offset).execute();
              atPage.add();
              await pageGate.opened;
              return rows.map((row) => row.id);
            },
            total: () => countOf(db.selectFrom('news as n')),
            facets: {
              category: async () =>
                [...(await groupCounts(db.selectFrom('news as n'), 'n.category'))].map(([value, count]) => ({ value, label: value, count })),
            },
          });
          return { total: list.total, items: list.items, categories: list.facets.category.length };
        } finally {
          ended.add();
        }
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      base = { hostname: '127.0.0.1', port, host: `localhost:${port}` };
    });

    afterAll(async () => {
      pageGate.open();
      await app?.close();
      await database?.close();
    });

    beforeEach(() => {
      pageGate = gate();
      atPage = tally();
      aborted = tally();
      ended = tally();
      queries = new Map();
      logLines.length = 0;
    });

    /** A GET over a connection of its own; `sent` is the client request (to hang up). */
    function get(path: string): { sent: ClientRequest; answer: Promise<Answer> } {
      let sent!: ClientRequest;
      const answer = new Promise<Answer>((resolve, reject) => {
        sent = httpRequest({ ...base, path: `/alpha-portal/api/v1${path}`, headers: { host: base.host }, agent: false }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(Buffer.concat(chunks).toString()) }),
          );
          response.on('error', reject);
        });
        sent.on('error', reject);
        sent.end();
      });
      return { sent, answer };
    }

    /** Settles once the server's own count of requests in flight is `count` (waits on its state, no timer). */
    async function inFlightReaches(count: number) {
      while (app.requestsInFlight() !== count) await new Promise((resolve) => setImmediate(resolve));
    }

    const SHED = { code: 5030, msg: '服务繁忙，请稍后再试', data: null };

    it('at saturation the requests beyond the limit are answered 503 in the envelope with Retry-After, without waiting for a slot; then it serves again', async () => {
      const held = Array.from({ length: MAX_IN_FLIGHT }, (_, i) => get(`/test/held-list?t=1&client=held-${i}`));
      await atPage.reached(MAX_IN_FLIGHT);
      expect(app.requestsInFlight()).toBe(MAX_IN_FLIGHT);

      // Every slot is held until the gate opens, so these can only be answered by shedding.
      const extra = await Promise.all(Array.from({ length: 20 }, () => get('/web/news/list?t=1').answer));
      for (const answer of extra) {
        expect(answer.status).toBe(503);
        expect(answer.headers['retry-after']).toBe('1');
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.body).toEqual(SHED);
      }
      // Health is not counted: probes still answer.
      expect((await get('/health').answer).body).toMatchObject({ code: 0, data: { status: 'up' } });
      expect(atPage.count).toBe(MAX_IN_FLIGHT);

      pageGate.open();
      for (const { answer } of held) {
        const { status, body } = await answer;
        expect(status).toBe(200);
        expect(body).toMatchObject({ code: 0, data: { items: expect.any(Array), total: expect.any(Number) } });
      }
      await inFlightReaches(0);
      const after = await get('/web/news/list?t=1').answer;
      expect(after.status).toBe(200);
      expect(after.body).toMatchObject({ code: 0 });
      // Shedding is not an error of the server's.
      expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
    });

    it('while the event loop is under pressure every request is answered 503 in the envelope at once; afterwards it serves again', async () => {
      const settles = async (under: boolean) => {
        while (app.isUnderPressure() !== under) await new Promise((resolve) => setImmediate(resolve));
      };
      healthy = false;
      try {
        await settles(true);
        const answers = await Promise.all(Array.from({ length: 10 }, () => get('/web/news/list?t=1').answer));
        for (const answer of answers) {
          expect(answer.status).toBe(503);
          expect(answer.headers['retry-after']).toBe('1');
          expect(answer.body).toEqual(SHED);
        }
        // Nothing reached a handler.
        expect(atPage.count).toBe(0);
      } finally {
        healthy = true;
      }
      await settles(false);
      expect((await get('/web/news/list?t=1').answer).status).toBe(200);
    });

    it('clients that hang up mid-request: their slots come back at once, their work stops at its next step (no further query), and nothing is logged as an error', async () => {
      const GONE = MAX_IN_FLIGHT - 1;
      const staying = get('/test/held-list?t=1&client=staying');
      const leaving = Array.from({ length: GONE }, (_, i) => get(`/test/held-list?t=1&client=gone-${i}`));
      for (const { answer } of leaving) answer.catch(() => undefined);
      await atPage.reached(GONE + 1);
      expect(app.requestsInFlight()).toBe(GONE + 1);

      for (const { sent } of leaving) sent.destroy();
      // The server sees every hang-up: the requests' signals abort, their slots come back.
      await aborted.reached(GONE);
      expect(app.requestsInFlight()).toBe(1);
      // New requests are served while the abandoned handlers still sit in their slow step.
      const meanwhile = await get('/web/news/list?t=1').answer;
      expect(meanwhile.status).toBe(200);
      expect(ended.count).toBe(0);

      pageGate.open();
      await ended.reached(GONE + 1);
      const kept = await staying.answer;
      expect(kept.status).toBe(200);
      const news = await countOf(database.db.selectFrom('news'));
      expect(kept.body).toMatchObject({ code: 0, data: { total: news, items: expect.any(Array) } });
      // The client that stayed: its page, the total and the facet. Those that left: the page they
      // were reading when they hung up, and nothing after it.
      expect(queries.get('staying')).toBe(3);
      for (let i = 0; i < GONE; i++) expect(queries.get(`gone-${i}`)).toBe(1);
      expect(aborted.count).toBe(GONE);

      await inFlightReaches(0);
      expect((await get('/web/news/list?t=1').answer).status).toBe(200);

      // One request-log line per hang-up (499, info), and no error line.
      const gone = logLines.filter((line) => line.msg === 'client gone before the answer');
      expect(gone).toHaveLength(GONE);
      expect(gone.every((line) => line.level === 30 && line.res?.statusCode === 499)).toBe(true);
      expect(logLines.filter((line) => line.level >= 40)).toEqual([]);
    });
  });
}
