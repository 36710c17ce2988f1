import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { isPostgres } from './database';
import { PREPARED, preparedName } from './prepared-statements';
import { openTestDatabases, trackedDatabases } from './testing';

/** Queries marked PREPARED: the same answers everywhere; on PostgreSQL, named statements parsed once per connection. */
describe.each(openTestDatabases())('PREPARED ($name)', (target) => {
  const { open, closeAll } = trackedDatabases(target);
  afterEach(closeAll);

  it('answers a marked query as an unmarked one, with new parameters on each run', async () => {
    const { db } = await open();
    const byAccount = (account: string, marked: boolean) => {
      const query = db.selectFrom('users').select(['account']).where('account', '=', account);
      return (marked ? query.modifyEnd(PREPARED) : query).executeTakeFirst();
    };
    await db
      .insertInto('users')
      .values(
        ['p1', 'p2'].map((account) => ({
          id: `u-${account}`,
          account,
          name: account,
          user_type: 'admin' as const,
          phone: '13900000000',
          password_hash: 'x',
          created_at: 1,
          updated_at: 1,
          enabled: 1,
          rights: '[]',
        })),
      )
      .execute();
    for (const account of ['p1', 'p2', 'nobody', 'p1']) {
      expect(await byAccount(account, true)).toEqual(await byAccount(account, false));
    }
    expect(await byAccount('p2', true)).toEqual({ account: 'p2' });
    expect(await byAccount('nobody', true)).toBeUndefined();
  });

  it.runIf(target.name === 'postgres')('sends a marked text as one named statement and leaves unmarked texts unnamed', async () => {
    const { db } = await open();
    expect(isPostgres(db)).toBe(true);
    // One transaction: one connection, whose prepared statements pg_prepared_statements lists.
    const named = await db.transaction().execute(async (trx) => {
      const marked = trx.selectFrom('users').select('id').where('account', '=', 'x').modifyEnd(PREPARED);
      const text = marked.compile().sql;
      await marked.execute();
      await marked.execute();
      await trx.selectFrom('users').select('id').where('account', '=', 'y').execute();
      const rows = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(trx);
      return { text, rows: rows.rows };
    });
    expect(named.rows).toEqual([{ name: preparedName(named.text), statement: named.text }]);
  });
});
