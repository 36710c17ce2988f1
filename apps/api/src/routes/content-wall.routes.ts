import type { FastifyInstance } from 'fastify';
import { API } from '@portal/api-contract';
import type { DomainContext } from '@portal/server-core';
import { contentWall } from '@portal/server-content-wall';
import { contractRoute } from '../http/contract-route';

/** The home content wall (spec §7 GET /web/content-config/wall/). */
export async function contentWallRoutes(app: FastifyInstance, domain: DomainContext) {
  contractRoute(app, API.content.wall, async () => contentWall(domain));
}
