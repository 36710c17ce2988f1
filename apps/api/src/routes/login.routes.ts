import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { API, API_BASE_PATH, ok } from '@portal/api-contract';

/**
 * Sign-in calls. For now the login unique id (spec §4, §7): an unguessable id the
 * browser keeps as UUID and sends back with its first sign-in step.
 */
export async function loginRoutes(app: FastifyInstance) {
  const route = API.auth.uuid;
  app.get(`${API_BASE_PATH}${route.path}`, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(route.data.parse(randomUUID()));
  });
}
