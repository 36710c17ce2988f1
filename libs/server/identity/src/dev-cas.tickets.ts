import type { Kysely } from 'kysely';
import { newToken, type Database } from '@portal/server-db';
import type { CasFailureCode, CasValidation } from './cas-protocol';

/** A service ticket lives at most this long (CAS protocol: short-lived). */
export const DEV_CAS_TICKET_TTL_MS = 5 * 60_000;
/** Spent or expired tickets are deleted after this long (housekeeping only). */
const TICKET_RETENTION_MS = 60 * 60_000;

const fail = (code: CasFailureCode, description: string): CasValidation => ({ ok: false, code, description });

/** Issues a single-use service ticket for an identity and one service URL (old tickets are swept first). */
export async function issueTicket(db: Kysely<Database>, at: number, identityId: string, service: string): Promise<string> {
  await db
    .deleteFrom('dev_cas_tickets')
    .where('expires_at', '<', at - TICKET_RETENTION_MS)
    .execute();
  const ticket = `ST-${newToken()}`;
  await db
    .insertInto('dev_cas_tickets')
    .values({ ticket, identity_id: identityId, service, created_at: at, expires_at: at + DEV_CAS_TICKET_TTL_MS, used_at: null })
    .execute();
  return ticket;
}

/** CAS 3.0 validation. The first attempt spends the ticket, whatever its outcome. */
export async function validateTicket(db: Kysely<Database>, at: number, ticket: string | undefined, service: string | undefined): Promise<CasValidation> {
  if (!ticket) return fail('INVALID_REQUEST', '缺少必需的参数 ticket 或 service');
  const spent = await db.updateTable('dev_cas_tickets').set({ used_at: at }).where('ticket', '=', ticket).where('used_at', 'is', null).executeTakeFirst();
  if (!service) return fail('INVALID_REQUEST', '缺少必需的参数 ticket 或 service');
  if (Number(spent.numUpdatedRows) !== 1) return fail('INVALID_TICKET', '票据不存在或已被使用');
  const row = await db
    .selectFrom('dev_cas_tickets')
    .innerJoin('dev_sso_identities', 'dev_sso_identities.id', 'dev_cas_tickets.identity_id')
    .select([
      'dev_cas_tickets.service',
      'dev_cas_tickets.expires_at',
      'dev_sso_identities.account',
      'dev_sso_identities.display_name',
      'dev_sso_identities.kind',
      'dev_sso_identities.credit_code',
    ])
    .where('dev_cas_tickets.ticket', '=', ticket)
    .executeTakeFirst();
  if (!row) return fail('INVALID_TICKET', '票据不存在或已被使用');
  if (at >= row.expires_at) return fail('INVALID_TICKET', '票据已过期');
  if (row.service !== service) return fail('INVALID_SERVICE', '票据不是为该 service 签发的');
  return {
    ok: true,
    user: row.account,
    attributes: {
      userType: row.kind,
      name: row.display_name,
      ...(row.kind === 'corporation' && row.credit_code ? { creditCode: row.credit_code } : {}),
    },
  };
}
