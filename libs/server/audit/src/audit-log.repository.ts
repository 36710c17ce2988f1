import type { AuditExportQuery, AuditListData, AuditListQuery, AuditRecordView } from '@portal/api-contract';
import { countOf, iso } from '@portal/server-core';
import type { Database } from '@portal/server-db';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { toRecord } from './audit-log';

type AuditQuery = SelectQueryBuilder<Database, 'audit_log', object>;

/** `%` and `_` taken literally in a LIKE prefix. */
const literalPrefix = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filtered(db: Kysely<Database>, query: Omit<AuditListQuery, 'page' | 'pageSize'>): AuditQuery {
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

/** A stored row as the list shows it: no account id, no hashes (the chain is checked by verify). */
function toView(row: Database['audit_log']): AuditRecordView {
  const { actorId: _actorId, prevHash: _prevHash, hash: _hash, at, result, ...shown } = toRecord(row);
  return { ...shown, at: iso(at), result: result as AuditRecordView['result'] };
}

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

const CSV_HEADER = ['序号', '时间（北京时间）', '操作人', '身份', 'IP', '操作', '对象类型', '对象', '摘要', '结果'];
const RESULT_LABELS: Record<string, string> = { ok: '成功', denied: '拒绝', failed: '失败' };
const BEIJING = 8 * 3_600_000;
const EXPORT_BATCH = 500;

/** One CSV cell: always quoted; a leading =, +, -, @, tab or CR is defused (spreadsheet formula injection). */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

const csvLine = (cells: readonly (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The filtered log as CSV text, newest first, in chunks (issue 17: "CSV export (streamed)"): read in
 * batches by seq, so memory does not grow with the log. Starts with a BOM, so spreadsheet programs
 * read it as UTF-8. `signal` stops it when the client has gone.
 */
export async function* auditCsv(db: Kysely<Database>, query: Omit<AuditExportQuery, 't'>, signal?: AbortSignal): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(CSV_HEADER)}`;
  let before: number | undefined;
  for (;;) {
    signal?.throwIfAborted();
    let q = filtered(db, query);
    if (before !== undefined) q = q.where('seq', '<', before);
    const rows = await q.selectAll().orderBy('seq', 'desc').limit(EXPORT_BATCH).execute();
    if (rows.length === 0) return;
    yield rows
      .map((row) =>
        csvLine([
          Number(row.seq),
          new Date(Number(row.at) + BEIJING).toISOString().slice(0, 19).replace('T', ' '),
          row.actor_account,
          row.actor_role,
          row.ip,
          row.action,
          row.target_type,
          row.target_id,
          row.summary,
          RESULT_LABELS[row.result] ?? row.result,
        ]),
      )
      .join('');
    before = Number(rows[rows.length - 1]!.seq);
    if (rows.length < EXPORT_BATCH) return;
  }
}
