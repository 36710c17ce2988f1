import type { FastifyInstance } from 'fastify';
import { API } from '@portal/api-contract';
import type { DomainContext } from '@portal/server-core';
import { getAnnouncement, listAnnouncements, offlineAnnouncement, publishAnnouncement, saveAnnouncement } from '@portal/server-announcements';
import { contractRoute } from '../http/contract-route';

/** Announcements in the workspace (issue 6): list, detail, save, publish, offline — admins with `announce:edit`. */
export async function announcementsRoutes(app: FastifyInstance, domain: DomainContext) {
  const R = API.announcements;

  contractRoute(app, R.list, async ({ user, query }) => listAnnouncements(domain, user, query));
  contractRoute(app, R.detail, async ({ user, query }) => getAnnouncement(domain, user, query.id));
  contractRoute(app, R.save, async ({ user, body, client }) => saveAnnouncement({ ...domain, client }, user, body));
  contractRoute(app, R.publish, async ({ user, body, client }) => publishAnnouncement({ ...domain, client }, user, body.id, body.version));
  contractRoute(app, R.offline, async ({ user, body, client }) => offlineAnnouncement({ ...domain, client }, user, body.id, body.version));
}
