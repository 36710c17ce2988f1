import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { API } from '@portal/api-contract';
import { pingDatabase, type Database } from '@portal/server-db';
import { contractRoute } from '../http/contract-route';

/**
 * Issue 20: what nginx and an orchestrator see of one node of several.
 * - Liveness (`GET /health`): the process answers.
 * - Readiness (`GET /health/ready`): the node answers and reaches its database. A database fault
 *   answers 503 (5032) through the error handler; a closing server answers 503 by itself.
 * - Its name (NODE_NAME), on every answer as X-Portal-Node, when it has one: which node served a
 *   request behind the proxy (the access log's upstream_addr says the same by address).
 */
export function nodeIdentity(app: FastifyInstance, { db, nodeName }: { db: Kysely<Database>; nodeName: string | undefined }): void {
  if (nodeName) app.addHook('onSend', async (_request, reply) => void reply.header('x-portal-node', nodeName));
  contractRoute(app, API.health.health, async () => ({ status: 'up' as const }));
  contractRoute(app, API.health.ready, async () => {
    await pingDatabase(db);
    return { status: 'ready' as const };
  });
}
