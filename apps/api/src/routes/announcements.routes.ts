import type { FastifyInstance } from 'fastify';
import { API } from '@portal/api-contract';
import type { DomainContext } from '@portal/server-core';
import { contractRoute } from '../http/contract-route';
import { createAnnouncementsService } from '../services/announcements.service';

/** Announcements in the workspace (issue 6): list, detail, save, publish, offline — admins with `announce:edit`. */
export async function announcementsRoutes(app: FastifyInstance, context: DomainContext) {
  const announcements = createAnnouncementsService(context);
  const R = API.announcements;

  contractRoute(app, R.list, async ({ user, query }) => announcements.list(user, query));
  contractRoute(app, R.detail, async ({ user, query }) => announcements.get(user, query.id));
  contractRoute(app, R.save, async ({ user, body }) => announcements.save(user, body));
  contractRoute(app, R.publish, async ({ user, body }) => announcements.publish(user, body.id, body.version));
  contractRoute(app, R.offline, async ({ user, body }) => announcements.offline(user, body.id, body.version));
}
