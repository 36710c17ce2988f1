import type { Kysely } from 'kysely';
import { newToken, sha256, type Database, type User } from '@portal/server-db';
import { ERR } from '@portal/server-core';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

/** Ends every live session of an account, in the caller's transaction (disabled, password reset). */
export async function revokeAllSessions(trx: Kysely<Database>, userId: string, at: number): Promise<number> {
  const result = await trx.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Touch the session at most this often, so reads don't all become writes. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Sessions live in the database (any number of API nodes share them). Tokens are
 * 256-bit random, stored only as SHA-256; a session has an idle and an absolute
 * expiry and ends at logout (architecture §5).
 */
export function createSessionService(db: Kysely<Database>, policy: SessionPolicy, now: () => number = Date.now) {
  const idleMs = policy.idleMinutes * 60_000;
  const absoluteMs = policy.absoluteHours * 3_600_000;

  return {
    async create(userId: string, trx: Kysely<Database> = db): Promise<string> {
      const token = newToken();
      const at = now();
      await trx
        .insertInto('sessions')
        .values({
          token_hash: sha256(token),
          user_id: userId,
          created_at: at,
          last_seen_at: at,
          idle_expires_at: at + idleMs,
          absolute_expires_at: at + absoluteMs,
          revoked_at: null,
        })
        .execute();
      return token;
    },

    /** The user of a live session; throws the spec's 401 envelopes otherwise (fail closed). */
    async authenticate(token: string | undefined): Promise<User> {
      if (!token || token.length > 256) throw ERR.sessionInvalid();
      const session = await db.selectFrom('sessions').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst();
      if (!session || session.revoked_at !== null) throw ERR.sessionInvalid('登录状态已失效，请重新登录');
      const at = now();
      if (at >= session.idle_expires_at || at >= session.absolute_expires_at) throw ERR.sessionExpired();
      const user = await db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst();
      if (!user) throw ERR.sessionInvalid('登录状态已失效，请重新登录');
      // Issue 17: a disabled account's sessions end with it (HTTP 401, spec §8 then sends it to login).
      if (user.enabled !== 1) throw ERR.sessionInvalid('账号已被停用，请联系平台管理员');
      if (at - session.last_seen_at >= TOUCH_EVERY_MS) {
        await db
          .updateTable('sessions')
          .set({ last_seen_at: at, idle_expires_at: Math.min(at + idleMs, session.absolute_expires_at) })
          .where('token_hash', '=', session.token_hash)
          .execute();
      }
      return user;
    },

    /** Issue 19 (继续使用): restarts the idle time of a live session now; its times after that. */
    async keepAlive(token: string): Promise<{ idleExpiresAt: number; absoluteExpiresAt: number; now: number }> {
      const session = await db.selectFrom('sessions').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst();
      if (!session || session.revoked_at !== null) throw ERR.sessionInvalid('登录状态已失效，请重新登录');
      const at = now();
      if (at >= session.idle_expires_at || at >= session.absolute_expires_at) throw ERR.sessionExpired();
      const idleExpiresAt = Math.min(at + idleMs, session.absolute_expires_at);
      await db.updateTable('sessions').set({ last_seen_at: at, idle_expires_at: idleExpiresAt }).where('token_hash', '=', session.token_hash).execute();
      return { idleExpiresAt, absoluteExpiresAt: session.absolute_expires_at, now: at };
    },

    async revoke(token: string): Promise<void> {
      await db.updateTable('sessions').set({ revoked_at: now() }).where('token_hash', '=', sha256(token)).where('revoked_at', 'is', null).execute();
    },

    /** Ends every session of a user except the one given (after a password change). */
    async revokeOthers(userId: string, keepToken: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now() })
        .where('user_id', '=', userId)
        .where('token_hash', '!=', sha256(keepToken))
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
