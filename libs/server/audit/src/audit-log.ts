import type { Kysely } from 'kysely';
import { AUDIT_GENESIS, sha256, type Database } from '@portal/server-db';

/** Who did it: the acting account (absent for an anonymous sign-in attempt) and where from. */
export interface AuditActor {
  id: string | null;
  account: string;
  /** The account type (admin, user, second) or `anonymous`. */
  role: string;
  ip: string;
}

/** The audit actor of a signed-in account, from where its request came. */
export function actorOf(user: { id: string; account: string; user_type: string }, client: { ip: string } | undefined): AuditActor {
  return { id: user.id, account: user.account, role: user.user_type, ip: client?.ip ?? 'unknown' };
}

/** One privileged action, as the caller describes it. */
export interface AuditEntry {
  actor: AuditActor;
  /** Dotted, from a fixed vocabulary of the caller's domain: `login.success`, `admin.disable`. */
  action: string;
  target: { type: string; id: string };
  /** A short before/after summary; never a secret, a password or an SMS code. */
  summary?: Readonly<Record<string, unknown>>;
  result?: 'ok' | 'denied' | 'failed';
  at: number;
}

/** A record as stored (and as the log lists it). */
export interface AuditRecord {
  seq: number;
  at: number;
  actorId: string | null;
  actorAccount: string;
  actorRole: string;
  ip: string;
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  result: string;
  prevHash: string;
  hash: string;
}

/** Keys a summary may never carry (defence in depth: callers must not pass them at all). */
const SECRET_KEYS = /pass(word)?|secret|token|code_?hash|sms_?code|^code$/i;

/** JSON with sorted keys, secrets dropped: the same summary always writes the same text. */
export function canonicalSummary(summary: Readonly<Record<string, unknown>> = {}): string {
  const clean = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(clean);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([key]) => !SECRET_KEYS.test(key))
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, inner]) => [key, clean(inner)]),
      );
    return value;
  };
  return JSON.stringify(clean(summary));
}

/** The hash of a record: sha256 over its fields in a fixed order and the previous record's hash. */
export function recordHash(record: Omit<AuditRecord, 'hash'>): string {
  return sha256(
    JSON.stringify([
      record.seq,
      record.at,
      record.actorId,
      record.actorAccount,
      record.actorRole,
      record.ip,
      record.action,
      record.targetType,
      record.targetId,
      record.summary,
      record.result,
      record.prevHash,
    ]),
  );
}

/**
 * Appends a record to the chain, in the caller's transaction (issue 17: "in the same transaction as
 * the action"): the head is advanced first (a row lock on PostgreSQL until commit, so appends take
 * turns), the record is hashed onto the previous one, and the head takes its hash. If the action's
 * transaction rolls back, so does its record.
 */
export async function appendAudit(trx: Kysely<Database>, entry: AuditEntry): Promise<AuditRecord> {
  const head = await trx
    .updateTable('audit_head')
    .set((eb) => ({ seq: eb('seq', '+', 1) }))
    .where('id', '=', 1)
    .returning(['seq', 'hash'])
    .executeTakeFirstOrThrow();
  const unhashed: Omit<AuditRecord, 'hash'> = {
    seq: Number(head.seq),
    at: entry.at,
    actorId: entry.actor.id,
    actorAccount: entry.actor.account,
    actorRole: entry.actor.role,
    ip: entry.actor.ip,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    summary: canonicalSummary(entry.summary),
    result: entry.result ?? 'ok',
    prevHash: head.hash,
  };
  const record: AuditRecord = { ...unhashed, hash: recordHash(unhashed) };
  await trx
    .insertInto('audit_log')
    .values({
      seq: record.seq,
      at: record.at,
      actor_id: record.actorId,
      actor_account: record.actorAccount,
      actor_role: record.actorRole,
      ip: record.ip,
      action: record.action,
      target_type: record.targetType,
      target_id: record.targetId,
      summary: record.summary,
      result: record.result,
      prev_hash: record.prevHash,
      hash: record.hash,
    })
    .execute();
  await trx.updateTable('audit_head').set({ hash: record.hash }).where('id', '=', 1).execute();
  return record;
}

/** Appends in a transaction of its own (for actions that have none, e.g. a failed sign-in). */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<AuditRecord> {
  return db.transaction().execute((trx) => appendAudit(trx, entry));
}

export type AuditVerdict = { ok: true; records: number } | { ok: false; records: number; seq: number; problem: 'missing' | 'edited' | 'relinked' | 'head' };

const BATCH = 1_000;

/**
 * Walks the chain in order (issue 17: "a verify command and a test prove it"): every seq from 1
 * without a gap (a deleted row), every hash recomputed (an edited row), every link to the record
 * before (a row put in another's place), and the head equal to the last record (rows deleted from
 * the end). Reads in batches, so its memory does not grow with the log.
 */
export async function verifyAuditChain(db: Kysely<Database>): Promise<AuditVerdict> {
  let expected = 1;
  let previous = AUDIT_GENESIS;
  for (;;) {
    const rows = await db.selectFrom('audit_log').selectAll().where('seq', '>=', expected).orderBy('seq').limit(BATCH).execute();
    for (const row of rows) {
      const seq = Number(row.seq);
      if (seq !== expected) return { ok: false, records: expected - 1, seq: expected, problem: 'missing' };
      const record = toRecord(row);
      if (record.prevHash !== previous) return { ok: false, records: expected - 1, seq, problem: 'relinked' };
      if (recordHash(record) !== record.hash) return { ok: false, records: expected - 1, seq, problem: 'edited' };
      previous = record.hash;
      expected += 1;
    }
    if (rows.length < BATCH) break;
  }
  const head = await db.selectFrom('audit_head').select(['seq', 'hash']).where('id', '=', 1).executeTakeFirst();
  if (!head || Number(head.seq) !== expected - 1 || head.hash !== previous) return { ok: false, records: expected - 1, seq: expected, problem: 'head' };
  return { ok: true, records: expected - 1 };
}

/** A stored row as a record. */
export function toRecord(row: Database['audit_log']): AuditRecord {
  return {
    seq: Number(row.seq),
    at: Number(row.at),
    actorId: row.actor_id,
    actorAccount: row.actor_account,
    actorRole: row.actor_role,
    ip: row.ip,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    summary: row.summary,
    result: row.result,
    prevHash: row.prev_hash,
    hash: row.hash,
  };
}
