import type { FastifyInstance } from 'fastify';
import { API } from '@portal/api-contract';
import type { DomainContext } from '@portal/server-core';
import { callDetail, listCalls, myCallResponse, myCallResponses, respondToCall } from '@portal/server-calls';
import { contractRoute } from '../http/contract-route';

/** Calls for collection (issue 5 /applylist) and the corporations' responses (issue 21 §10c 我的反馈). */
export async function callsRoutes(app: FastifyInstance, domain: DomainContext) {
  contractRoute(app, API.calls.list, async ({ query, signal }) => listCalls({ ...domain, signal }, query));
  contractRoute(app, API.calls.detail, async ({ query }) => callDetail(domain, query.id));
  contractRoute(app, API.calls.myResponse, async ({ query, user }) => myCallResponse(domain, user, query.callId));
  contractRoute(app, API.calls.myResponses, async ({ query, user }) => myCallResponses(domain, user, query));
  contractRoute(app, API.calls.respond, async ({ body, user }) => respondToCall(domain, user, body));
}
