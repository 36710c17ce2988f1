import type { FastifyInstance } from 'fastify';
import { API } from '@portal/api-contract';
import type { User } from '@portal/server-db';
import { contractRoute } from '../http/contract-route';
import type { AnnouncementsService } from '../services/announcements.service';

export interface AnnouncementsRoutesOptions {
  announcements: AnnouncementsService;
  authenticate(token: string | undefined): Promise<User>;
}

/** Announcements in the workspace (issue 6): list, detail, save, publish, offline — admins with `announce:edit`. */
export async function announcementsRoutes(app: FastifyInstance, { announcements, authenticate }: AnnouncementsRoutesOptions) {
  const route = { authenticate };
  const R = API.announcements;

  contractRoute(app, R.list, route, async ({ user, query }) => announcements.list(user, query));
  contractRoute(app, R.detail, route, async ({ user, query }) => announcements.get(user, query.id));
  contractRoute(app, R.save, route, async ({ user, body }) => announcements.save(user, body));
  contractRoute(app, R.publish, route, async ({ user, body }) => announcements.publish(user, body.id, body.version));
  contractRoute(app, R.offline, route, async ({ user, body }) => announcements.offline(user, body.id, body.version));
}
