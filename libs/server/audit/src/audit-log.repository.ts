import type { AuditListData, AuditListQuery, AuditRecordView } from '@portal/api-contract';
import { countOf, iso } from '@portal/server-core';
import type { Database } from '@portal/server-db';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';

type AuditQuery = SelectQueryBuilder<Database, 'audit_log', object>;

/** `%` and `_` taken literally in a LIKE prefix. */
const literalPrefix = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filtered(db: Kysely<Database>, query: AuditListQuery): AuditQuery {
  let q: AuditQuery = db.selectFrom('audit_log');
  if (query.actor) q = q.where('actor_account', '=', query.actor);
  // An action ending in a dot is a prefix (`review.` finds every review decision).
  if (query.action)
    q = query.action.endsWith('.') ? q.where(sql<boolean>`action like ${literalPrefix(query.action)} escape '\\'`) : q.where('action', '=', query.action);
  if (query.target) q = q.where('target_id', '=', query.target);
  if (query.result) q = q.where('result', '=', query.result);
  if (query.from !== undefined) q = q.where('at', '>=', query.from);
  if (query.to !== undefined) q = q.where('at', '<', query.to);
  return q;
}

const toView = (row: Database['audit_log']): AuditRecordView => ({
  seq: Number(row.seq),
  at: iso(Number(row.at)),
  actorAccount: row.actor_account,
  actorRole: row.actor_role,
  ip: row.ip,
  action: row.action,
  targetType: row.target_type,
  targetId: row.target_id,
  summary: row.summary,
  result: row.result as AuditRecordView['result'],
});

/** The audit log, newest first, filtered and paged (issue 17). */
export async function listAudit(db: Kysely<Database>, query: AuditListQuery): Promise<AuditListData> {
  const [rows, total] = await Promise.all([
    filtered(db, query)
      .selectAll()
      .orderBy('seq', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    countOf(filtered(db, query)),
  ]);
  return { items: rows.map(toView), total, page: query.page, pageSize: query.pageSize };
}
