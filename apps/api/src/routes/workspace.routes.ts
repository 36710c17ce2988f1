import type { FastifyInstance } from 'fastify';
import { API } from '@portal/api-contract';
import type { DomainContext } from '@portal/server-core';
import { contractRoute } from '../http/contract-route';
import { createWorkspaceViews } from '../services/workspace.views';

/** The workspace homes and the user detail (issue 6; spec §7 /primary/user/detail, /second/user/detail). */
export async function workspaceRoutes(app: FastifyInstance, { db }: DomainContext) {
  const views = createWorkspaceViews(db);
  const R = API.workspace;

  contractRoute(app, R.primaryUserDetail, async ({ user, body }) => views.forStaff(user, body.userId));
  contractRoute(app, R.secondUserDetail, async ({ user }) => views.own(user));
  contractRoute(app, R.primaryHome, async ({ user }) => views.primaryHome(user));
  contractRoute(app, R.workerHome, async ({ user }) => views.workerHome(user));
}
