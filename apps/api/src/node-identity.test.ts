import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '@portal/api-contract';
import { openDatabase, type DatabaseHandle } from '@portal/server-db';
import { openTestDatabases } from '@portal/server-db/testing';
import { buildApp } from './app';
import { testServerConfig } from './testing/portal-server';

// Issue 20: what nginx and an orchestrator see of a node: its readiness and, when named, its name.

for (const target of openTestDatabases()) {
  describe(`issue 20 a node's readiness and name (${target.name})`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    afterEach(async () => {
      await app.close();
      await database.close();
    });

    const start = async (nodeName?: string) => {
      database = await target.open();
      app = await buildApp({ config: { ...testServerConfig(), ...(nodeName ? { nodeName } : {}) }, database });
      await app.ready();
    };

    it('GET /health/ready answers once the node reaches its database; a named node says its name on every answer', async () => {
      await start('node-a');
      const ready = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/health/ready`, headers: { host: 'localhost' } });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ code: 0, msg: expect.any(String), data: { status: 'ready' } });
      expect(ready.headers['x-portal-node']).toBe('node-a');
      // Any host: a load balancer asks by address.
      const byAddress = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/health/ready`, headers: { host: '10.0.0.11:8080' } });
      expect(byAddress.statusCode).toBe(200);
      const other = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/health`, headers: { host: 'localhost' } });
      expect(other.headers['x-portal-node']).toBe('node-a');
    });

    it('an unnamed node sends no name', async () => {
      await start();
      const answer = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/health/ready`, headers: { host: 'localhost' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-portal-node']).toBeUndefined();
    });
  });
}

describe('issue 20 readiness without a database', () => {
  it('a node whose PostgreSQL is out of reach is not ready: 503 in the envelope (5032), while it is still alive', async () => {
    // Nothing listens on port 1: every connection is refused at once.
    const database = openDatabase({ url: 'postgresql://postgres@127.0.0.1:1/unreachable', onConnectionError: () => undefined });
    const app = await buildApp({ config: testServerConfig(), database });
    try {
      const ready = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/health/ready`, headers: { host: 'localhost' } });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 5032, data: null });
      const alive = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/health`, headers: { host: 'localhost' } });
      expect(alive.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
