import type { FastifyInstance } from 'fastify';
import { API } from '@portal/api-contract';
import type { DomainContext } from '@portal/server-core';
import { ownUserDetail, primaryHome, staffUserDetail, workerHome } from '@portal/server-workspace';
import { contractRoute } from '../http/contract-route';

/** The workspace homes and the user detail (issue 6; spec §7 /primary/user/detail, /second/user/detail). */
export async function workspaceRoutes(app: FastifyInstance, { db }: DomainContext) {
  const R = API.workspace;

  contractRoute(app, R.primaryUserDetail, async ({ user, body }) => staffUserDetail(db, user, body.userId));
  contractRoute(app, R.secondUserDetail, async ({ user }) => ownUserDetail(db, user));
  contractRoute(app, R.primaryHome, async ({ user }) => primaryHome(db, user));
  contractRoute(app, R.workerHome, async ({ user }) => workerHome(db, user));
}
