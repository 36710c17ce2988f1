import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './sqlite-statements';

describe('withStatementCache (SQLite prepared statements reused by SQL text)', () => {
  const opened: SQLite.Database[] = [];
  afterEach(() => {
    for (const sqlite of opened.splice(0)) if (sqlite.open) sqlite.close();
  });

  function open(size?: number) {
    const sqlite = new SQLite(':memory:');
    opened.push(sqlite);
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = new Kysely<{ items: { id: number; name: string } }>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, size) }) });
    return { sqlite, prepare, db };
  }

  it('prepares a query once and binds new parameters on each run', async () => {
    const { prepare, db } = open();
    await db.schema
      .createTable('items')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text')
      .execute();
    for (const [id, name] of [
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
    ] as const)
      await db.insertInto('items').values({ id, name }).execute();
    const byId = (id: number) => db.selectFrom('items').select('name').where('id', '=', id).executeTakeFirst();
    expect(await byId(1)).toEqual({ name: 'a' });
    expect(await byId(3)).toEqual({ name: 'c' });
    expect(await byId(9)).toBeUndefined();
    const texts = prepare.mock.calls.map(([text]) => text);
    // create table, one insert, one select: each text prepared once.
    expect(texts).toHaveLength(3);
    expect(new Set(texts).size).toBe(3);
  });

  it('keeps at most `size` statements, dropping the least recently used', async () => {
    const { prepare, db } = open(2);
    const one = () => sql`select 1 as n`.execute(db);
    const two = () => sql`select 2 as n`.execute(db);
    const three = () => sql`select 3 as n`.execute(db);
    await one();
    await two();
    await one(); // 1 is now the most recent
    await three(); // evicts 2
    await one();
    expect(prepare).toHaveBeenCalledTimes(3);
    await two();
    expect(prepare).toHaveBeenCalledTimes(4);
    expect((await two()).rows).toEqual([{ n: 2 }]);
  });

  it('hands out a fresh statement while the kept one is still being iterated, and the kept one after', () => {
    const sqlite = new SQLite(':memory:');
    opened.push(sqlite);
    const cache = withStatementCache(sqlite);
    const text = 'select value from json_each(?)';
    const kept = cache.prepare(text);
    const rows = kept.iterate(['[1,2,3]']);
    expect(rows.next().value).toEqual({ value: 1 });
    const beside = cache.prepare(text);
    expect(beside).not.toBe(kept);
    expect([...rows]).toEqual([{ value: 2 }, { value: 3 }]);
    expect(cache.prepare(text)).toBe(kept);
  });

  it('closes the connection', async () => {
    const { sqlite, db } = open();
    await sql`select 1`.execute(db);
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });
});
