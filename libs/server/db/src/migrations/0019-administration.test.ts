import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../database';
import type { Database } from '../schema';
import { BUILTIN_ROLES, down, up } from './0019-administration';

describe('issue 17 migration 0019 on a database with staff already in it', () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
  });

  it('gives existing admins 平台管理员 with both clients and existing reviewers 领域初审员 with the workspace, and rewrites their rights; corporations keep theirs', async () => {
    handle = openDatabase({ url: ':memory:' });
    await migrateToLatest(handle.db);
    // Back to the schema before 0019, with the accounts a deployed portal had then.
    const raw = handle.db as unknown as Kysely<unknown>;
    await down(raw);
    const before = handle.db as unknown as Kysely<{ users: Record<string, unknown> }>;
    const row = (id: string, user_type: string, rights: string[]) => ({
      id,
      account: id,
      password_hash: null,
      user_type,
      name: id,
      phone: '13900000000',
      org_id: null,
      rights: JSON.stringify(rights),
      enabled: 1,
      created_at: 1,
      updated_at: 1,
    });
    await before
      .insertInto('users')
      .values([
        row('usr_old_admin', 'admin', ['workspace:home', 'announce:edit']),
        row('usr_old_reviewer', 'user', ['domain:first-review']),
        row('usr_old_corp', 'second', ['domain:apply']),
      ])
      .execute();
    await up(raw);

    const db: Kysely<Database> = handle.db;
    const roles = await db.selectFrom('account_roles').selectAll().orderBy('user_id').execute();
    expect(roles).toEqual([
      { user_id: 'usr_old_admin', role_id: 'role_platform_admin' },
      { user_id: 'usr_old_reviewer', role_id: 'role_first_reviewer' },
    ]);
    const clients = await db.selectFrom('account_clients').selectAll().orderBy('user_id').orderBy('client_id').execute();
    expect(clients).toEqual([
      { user_id: 'usr_old_admin', client_id: 'console' },
      { user_id: 'usr_old_admin', client_id: 'workspace' },
      { user_id: 'usr_old_reviewer', client_id: 'workspace' },
    ]);
    const rights = Object.fromEntries(
      (await db.selectFrom('users').select(['id', 'rights', 'version', 'must_change_password']).execute()).map((user) => [user.id, user]),
    );
    expect(JSON.parse(rights['usr_old_admin']!.rights)).toEqual([...BUILTIN_ROLES[0].rights]);
    expect(JSON.parse(rights['usr_old_reviewer']!.rights)).toEqual([...BUILTIN_ROLES[1].rights]);
    expect(JSON.parse(rights['usr_old_corp']!.rights)).toEqual(['domain:apply']);
    expect(rights['usr_old_admin']).toMatchObject({ version: 1, must_change_password: 0 });
  });
});
