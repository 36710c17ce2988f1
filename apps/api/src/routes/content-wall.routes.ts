import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@portal/api-contract';
import type { DomainContext } from '@portal/server-core';
import {
  contentWall,
  discardWallDraft,
  previewWall,
  publishWall,
  rollbackWall,
  saveWallDraft,
  wallEditor,
  wallVersionDetail,
} from '@portal/server-content-wall';
import { contractRoute } from '../http/contract-route';

export interface ContentWallRoutesOptions extends DomainContext {
  /** The site a request is for (its host). */
  siteCodeOf: (request: FastifyRequest) => string;
}

const E = API.contentEditor;

/** The home content wall of the request's site (spec §7 GET /web/content-config/wall/) and its editor (issue 18). */
export async function contentWallRoutes(app: FastifyInstance, { siteCodeOf, ...domain }: ContentWallRoutesOptions) {
  contractRoute(app, API.content.wall, async ({ request }) => contentWall(domain, siteCodeOf(request)));

  contractRoute(app, E.detail, async ({ user, query }) => wallEditor(user, domain, query.site));
  contractRoute(app, E.version, async ({ user, query }) => wallVersionDetail(user, domain, query.site, query.version));
  contractRoute(app, E.preview, async ({ user, body }) => previewWall(user, domain, body));
  contractRoute(app, E.save, async ({ user, body, client }) => saveWallDraft(user, { ...domain, client }, body));
  contractRoute(app, E.discard, async ({ user, body, client }) => discardWallDraft(user, { ...domain, client }, body));
  contractRoute(app, E.publish, async ({ user, body, client }) => publishWall(user, { ...domain, client }, body));
  contractRoute(app, E.rollback, async ({ user, body, client }) => rollbackWall(user, { ...domain, client }, body));
}
