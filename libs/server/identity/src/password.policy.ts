import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@portal/server-db';
import { ERR } from '@portal/server-core';
import type { PasswordVerifier } from './login.rules';

/** How many of an account's passwords (its current one included) may not come back (issue 17). */
export const PASSWORD_HISTORY = 5;

/**
 * The server's rules for a new password beyond its form (the contract's `passwordSchema`: 8–32
 * characters, three classes, no spaces): it may not contain the account name, nor be one of the
 * account's last 5 passwords. Throws a 400 with the reason in Chinese.
 */
export async function assertNewPassword(
  db: Kysely<Database>,
  passwords: Pick<PasswordVerifier, 'verify'>,
  user: { id: string; account: string },
  password: string,
): Promise<void> {
  if (password.toLowerCase().includes(user.account.toLowerCase())) throw ERR.badRequest('密码不能包含账号名');
  const recent = await db
    .selectFrom('password_history')
    .select('password_hash')
    .where('user_id', '=', user.id)
    .orderBy('seq', 'desc')
    .limit(PASSWORD_HISTORY)
    .execute();
  for (const row of recent) {
    if (await passwords.verify(password, row.password_hash)) throw ERR.badRequest(`新密码不能与最近${PASSWORD_HISTORY}次使用过的密码相同`);
  }
}

/**
 * Sets an account's password hash, remembers it, and forgets all but the last 5. `temporary`: set
 * by an administrator, so the account must change it at its next sign-in.
 */
export async function storePassword(trx: Kysely<Database>, userId: string, hash: string, at: number, temporary: boolean): Promise<void> {
  await trx
    .updateTable('users')
    .set({ password_hash: hash, must_change_password: temporary ? 1 : 0, updated_at: at })
    .where('id', '=', userId)
    .execute();
  const last = await trx
    .selectFrom('password_history')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const seq = Number(last?.seq ?? 0) + 1;
  await trx.insertInto('password_history').values({ user_id: userId, seq, password_hash: hash, created_at: at }).execute();
  await trx
    .deleteFrom('password_history')
    .where('user_id', '=', userId)
    .where('seq', '<=', seq - PASSWORD_HISTORY)
    .execute();
}

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '@#%*+=?';

/**
 * A one-time password an administrator hands over (issue 17): 12 characters from an alphabet
 * without look-alikes (no 0/O, 1/l/I), with every class, from the system's CSPRNG.
 */
export function temporaryPassword(): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;
  const all = UPPER + LOWER + DIGITS + SYMBOLS;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS), ...Array.from({ length: 8 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
