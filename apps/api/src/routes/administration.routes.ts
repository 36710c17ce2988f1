import type { FastifyInstance } from 'fastify';
import { API } from '@portal/api-contract';
import {
  adminDetail,
  clientList,
  createAdmin,
  deleteDictionaryEntry,
  dictionaryMisses,
  disableAdmin,
  disableUser,
  enableAdmin,
  enableUser,
  listAdmins,
  listDictionary,
  listUsers,
  resetPassword,
  roleList,
  saveDictionaryGroup,
  saveRole,
  tryDictionary,
  updateAdmin,
} from '@portal/server-administration';
import type { DomainContext } from '@portal/server-core';
import { hashPassword } from '@portal/server-db';
import { contractRoute } from '../http/contract-route';

const R = API.administration;
const U = API.users;
const D = API.dictionary;
const hasher = { hash: hashPassword };

/** Staff accounts, roles, clients and the platform's users (issue 17, decision 0029); the administration lib decides who may. */
export async function administrationRoutes(app: FastifyInstance, domain: DomainContext) {
  contractRoute(app, R.list, async ({ user, query }) => listAdmins(user, domain, query));
  contractRoute(app, R.detail, async ({ user, query }) => adminDetail(user, domain, query.id));
  contractRoute(app, R.create, async ({ user, body, client }) => createAdmin(user, { ...domain, client }, body, hasher));
  contractRoute(app, R.update, async ({ user, body, client }) => updateAdmin(user, { ...domain, client }, body));
  contractRoute(app, R.resetPassword, async ({ user, body, client }) => resetPassword(user, { ...domain, client }, body, hasher));
  contractRoute(app, R.disable, async ({ user, body, client }) => disableAdmin(user, { ...domain, client }, body));
  contractRoute(app, R.enable, async ({ user, body, client }) => enableAdmin(user, { ...domain, client }, body));
  contractRoute(app, R.clientList, async ({ user }) => clientList(user));
  contractRoute(app, R.roleList, async ({ user }) => roleList(user, domain));
  contractRoute(app, R.roleSave, async ({ user, body, client }) => saveRole(user, { ...domain, client }, body));

  // The users of the platform (corporations).
  contractRoute(app, U.list, async ({ user, query }) => listUsers(user, domain, query));
  contractRoute(app, U.disable, async ({ user, body, client }) => disableUser(user, { ...domain, client }, body));
  contractRoute(app, U.enable, async ({ user, body, client }) => enableUser(user, { ...domain, client }, body));

  // Issue 18: the search dictionary editor.
  contractRoute(app, D.list, async ({ user, query }) => listDictionary(user, domain, query));
  contractRoute(app, D.save, async ({ user, body, client }) => saveDictionaryGroup(user, { ...domain, client }, body));
  contractRoute(app, D.remove, async ({ user, body, client }) => deleteDictionaryEntry(user, { ...domain, client }, body.id));
  contractRoute(app, D.tryQuery, async ({ user, body }) => tryDictionary(user, domain, body));
  contractRoute(app, D.misses, async ({ user }) => dictionaryMisses(user, domain));
}
