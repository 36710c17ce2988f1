import type { FastifyInstance } from 'fastify';
import { API } from '@portal/api-contract';
import type { User } from '@portal/server-db';
import { contractRoute } from '../http/contract-route';
import type { WorkspaceViews } from '../services/workspace.views';

export interface WorkspaceRoutesOptions {
  views: WorkspaceViews;
  authenticate(token: string | undefined): Promise<User>;
}

/** The workspace homes and the user detail (issue 6; spec §7 /primary/user/detail, /second/user/detail). */
export async function workspaceRoutes(app: FastifyInstance, { views, authenticate }: WorkspaceRoutesOptions) {
  const route = { authenticate };
  const R = API.workspace;

  contractRoute(app, R.primaryUserDetail, route, async ({ user, body }) => views.forStaff(user, body.userId));
  contractRoute(app, R.secondUserDetail, route, async ({ user }) => views.own(user));
  contractRoute(app, R.primaryHome, route, async ({ user }) => views.primaryHome(user));
  contractRoute(app, R.workerHome, route, async ({ user }) => views.workerHome(user));
}
