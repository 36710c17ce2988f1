import { recordAudit, type AuditActor } from '@portal/server-audit';
import { HttpError } from '@portal/server-core';
import type { Database } from '@portal/server-db';
import type { Kysely } from 'kysely';

/** Where a sign-in call came from (issue 17: the audit log records the address). */
export interface LoginClient {
  ip: string;
}

export const UNKNOWN_CLIENT: LoginClient = { ip: 'unknown' };

/** Someone not signed in, by the name they gave (cut to 64 characters; never a password). */
export const anonymousActor = (account: string, client: LoginClient): AuditActor => ({
  id: null,
  account: account.slice(0, 64),
  role: 'anonymous',
  ip: client.ip,
});

/**
 * Records a refused sign-in step (issue 17: "sign-in successes and failures", no secrets, no SMS
 * codes) in a transaction of its own — the refusal writes nothing else — and returns the error for
 * the caller to throw. Only refusals (4xx) are recorded; a fault of ours (5xx) is logged, not audited.
 */
export async function auditRefusal(
  db: Kysely<Database>,
  at: number,
  actor: AuditActor,
  step: string,
  target: { type: string; id: string },
  error: unknown,
): Promise<unknown> {
  if (!(error instanceof HttpError) || error.status >= 500) return error;
  await recordAudit(db, {
    actor,
    action: `login.${step}.refused`,
    target,
    summary: { errorCode: error.code, reason: error.message },
    result: error.status === 403 || error.status === 429 ? 'denied' : 'failed',
    at,
  });
  return error;
}
