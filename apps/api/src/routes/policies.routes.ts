import type { FastifyInstance } from 'fastify';
import { API } from '@portal/api-contract';
import type { DomainContext } from '@portal/server-core';
import { listPolicies, policyDetail } from '@portal/server-policies';
import { contractRoute } from '../http/contract-route';

/** Policies (issue 5 /policy): the public list with facets and the detail. */
export async function policiesRoutes(app: FastifyInstance, domain: DomainContext) {
  contractRoute(app, API.policies.list, async ({ query, signal }) => listPolicies(domain.db, query, signal));
  contractRoute(app, API.policies.detail, async ({ query }) => policyDetail(domain, query.id));
}
