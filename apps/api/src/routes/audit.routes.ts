import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { API, API_BASE_PATH, AUDIT_EXPORT_PATH, auditExportQuerySchema } from '@portal/api-contract';
import { auditCsv, listAudit } from '@portal/server-audit';
import { ERR, type DomainContext } from '@portal/server-core';
import type { User } from '@portal/server-db';
import { mayAdminister } from '@portal/server-administration';
import { clientSignal } from '../http/client-gone';
import { contractRoute } from '../http/contract-route';

/** Reading the log: admins with the admin-management right (the rest 403). */
function requireAuditReader(user: User): void {
  if (!mayAdminister(user)) throw ERR.forbidden('您没有查看审计日志的权限');
}

/** The audit log (issue 17, decision 0028): its list, and its CSV export streamed in batches. */
export async function auditRoutes(app: FastifyInstance, domain: DomainContext) {
  contractRoute(app, API.audit.list, async ({ user, query }) => {
    requireAuditReader(user);
    return listAudit(domain.db, query);
  });

  app.get(`${API_BASE_PATH}${AUDIT_EXPORT_PATH}`, async (request, reply) => {
    requireAuditReader(await request.actor());
    const parsed = z.safeParse(auditExportQuerySchema, request.query);
    if (!parsed.success) throw ERR.badRequest(`参数错误：${parsed.error.issues[0]?.message ?? '查询条件不正确'}`);
    const { t: _cacheBuster, ...filters } = parsed.data;
    const day = new Date(domain.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Readable.from(auditCsv(domain.db, filters, clientSignal(request))));
  });
}
