import type { FastifyInstance } from 'fastify';
import { API, AUDIT_VIEW_RIGHT } from '@portal/api-contract';
import { listAudit } from '@portal/server-audit';
import { ERR, type DomainContext } from '@portal/server-core';
import { hasRight } from '@portal/server-identity';
import { contractRoute } from '../http/contract-route';

/** The audit log (issue 17, decision 0028): admins with the admin-management right read it. */
export async function auditRoutes(app: FastifyInstance, domain: DomainContext) {
  contractRoute(app, API.audit.list, async ({ user, query }) => {
    if (!hasRight(user, AUDIT_VIEW_RIGHT)) throw ERR.forbidden('您没有查看审计日志的权限');
    return listAudit(domain.db, query);
  });
}
