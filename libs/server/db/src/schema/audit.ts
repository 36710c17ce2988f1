// The audit log of privileged actions (issue 17, decision 0028).

export interface AuditTables {
  audit_log: AuditLogTable;
  audit_head: AuditHeadTable;
}

/**
 * One privileged action, append-only, written in the transaction of the action. `hash` chains each
 * record to the one before it (sha256 over the record and `prev_hash`), so a deleted or edited row
 * breaks the chain.
 */
export interface AuditLogTable {
  /** 1, 2, 3 … without gaps. */
  seq: number;
  at: number;
  /** The acting account (null for an anonymous sign-in attempt). */
  actor_id: string | null;
  actor_account: string;
  /** The actor's account type (admin, user, second) or `anonymous`. */
  actor_role: string;
  ip: string;
  /** e.g. `login.success`, `admin.disable`, `review.first.pass`. */
  action: string;
  target_type: string;
  target_id: string;
  /** JSON: a short before/after summary; never secrets or SMS codes. */
  summary: string;
  /** 'ok' | 'denied' | 'failed' */
  result: string;
  prev_hash: string;
  hash: string;
}

/** The chain's head: the last record's seq and hash (one row, id 1); appends lock it in turn. */
export interface AuditHeadTable {
  id: number;
  seq: number;
  hash: string;
}
