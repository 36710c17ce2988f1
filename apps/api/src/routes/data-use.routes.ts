import type { FastifyInstance } from 'fastify';
import { API } from '@portal/api-contract';
import type { DomainContext } from '@portal/server-core';
import {
  allAuthorizations,
  dataUseQueue,
  decideDataUse,
  getDataUse,
  issueKey,
  myAuthorizations,
  myDataUses,
  revokeAuthorization,
  saveDataUse,
  submitDataUse,
  withdrawDataUse,
} from '@portal/server-data-use';
import { contractRoute } from '../http/contract-route';

/** Using conditional data over HTTP (issue 22): applications, their review, authorizations and app keys. */
export async function dataUseRoutes(app: FastifyInstance, context: DomainContext) {
  const R = API.dataUse;
  const withClient = (client: { ip: string }) => ({ ...context, client });

  contractRoute(app, R.save, async ({ user, body, client }) => saveDataUse(withClient(client), user, body));
  contractRoute(app, R.submit, async ({ user, body, client }) => submitDataUse(withClient(client), user, body.id, body.version));
  contractRoute(app, R.withdraw, async ({ user, body, client }) => withdrawDataUse(withClient(client), user, body.id, body.version));
  contractRoute(app, R.list, async ({ user, query }) => myDataUses(context, user, query));
  contractRoute(app, R.detail, async ({ user, query }) => getDataUse(context, user, query.id));
  contractRoute(app, R.authorizations, async ({ user, query }) => myAuthorizations(context, user, query));
  contractRoute(app, R.issueKey, async ({ user, body, client }) => issueKey(withClient(client), user, body));

  contractRoute(app, R.reviewList, async ({ user, query }) => dataUseQueue(context, user, query));
  contractRoute(app, R.reviewDetail, async ({ user, query }) => getDataUse(context, user, query.id));
  contractRoute(app, R.decide, async ({ user, body, client }) => decideDataUse(withClient(client), user, body));
  contractRoute(app, R.allAuthorizations, async ({ user, query }) => allAuthorizations(context, user, query));
  contractRoute(app, R.revoke, async ({ user, body, client }) => revokeAuthorization(withClient(client), user, body));
}
