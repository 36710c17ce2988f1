import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, type DictionaryGroup, type DictionaryTryData, type SearchMiss } from '@portal/api-contract';
import { verifyAuditChain } from '@portal/server-audit';
import { openTestDatabases } from '@portal/server-db/testing';
import { ACCOUNTS, BAD, CONSOLE_REFUSALS, OK, callApi, consoleTokens, sessionFor, uncoveredRoutes } from '../testing/actors';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

/** A pair the starter dictionary lacks: people say 装卸量 for what the catalogue calls 吞吐量. */
const ALIAS = '装卸量';
const TERM = '吞吐量';

for (const target of openTestDatabases()) {
  describe(`issue 18 search dictionary editor on ${target.name}: changes apply to the next query`, () => {
    let server: PortalServer;
    beforeEach(async () => {
      server = await startPortalServer(target);
    });
    afterEach(async () => {
      await server.close();
    });

    const call = <T = unknown>(method: 'GET' | 'POST', path: string, body: unknown, token: string | undefined) => callApi<T>(server, method, path, body, token);
    const searchTotal = async (query: string) => {
      const response = await server.api('GET', `/web/search?t=1&q=${encodeURIComponent(query)}`);
      return (response.json().data as { total: number }).total;
    };

    it('issue 18 authorisation table: every dictionary call × anonymous, corporation, reviewer, admin without the right, admin with it, disabled', async () => {
      // admin.ops (终审员) has no dictionary right; admin.content (内容运营) has it.
      const tokens: Record<string, string | undefined> = await consoleTokens(server);
      let created = 0;
      const rows: [label: string, method: 'GET' | 'POST', path: string, body: () => unknown][] = [
        ['GET /primary/search/dictionary/list', 'GET', '/primary/search/dictionary/list', () => undefined],
        ['GET /primary/search/dictionary/misses', 'GET', '/primary/search/dictionary/misses', () => undefined],
        [
          'POST /primary/search/dictionary/try',
          'POST',
          '/primary/search/dictionary/try',
          () => ({ query: ALIAS, change: { kind: 'synonym', terms: [ALIAS, TERM] } }),
        ],
        [
          'POST /primary/search/dictionary/save',
          'POST',
          '/primary/search/dictionary/save',
          () => ({ kind: 'synonym', terms: [`${ALIAS}${created}`, `装卸${created}号`] }),
        ],
        ['POST /primary/search/dictionary/delete', 'POST', '/primary/search/dictionary/delete', () => ({ id: created })],
      ];
      expect(
        uncoveredRoutes(
          [API.dictionary],
          rows.map(([label]) => label),
        ),
      ).toEqual([]);
      for (const [label, method, path, body] of rows) {
        for (const [actor, outcome] of Object.entries(CONSOLE_REFUSALS))
          expect((await call(method, path, body(), tokens[actor])).outcome, `${label} as ${actor}`).toEqual(outcome);
        for (const actor of ['contentOperator', 'admin']) {
          const result = await call<DictionaryGroup>(method, path, body(), tokens[actor]);
          expect(result.outcome, `${label} as ${actor}: ${result.msg}`).toEqual(OK);
          if (label.endsWith('/save')) created = result.data.id;
          // The second one's delete finds the group gone: it is not found, and nothing changes.
          if (label.endsWith('/delete')) break;
        }
      }
    });

    it(`adding ${ALIAS} → ${TERM} makes a query that found nothing find the items; the try box shows it first; removing it undoes it; all audited`, async () => {
      const admin = await sessionFor(server, ACCOUNTS.admin);
      expect(await searchTotal(ALIAS)).toBe(0);
      // The miss is listed for staff to fix.
      const misses = (await call<SearchMiss[]>('GET', '/primary/search/dictionary/misses', undefined, admin.token)).data;
      expect(misses.map((miss) => miss.query)).toContain(ALIAS);

      const tried = (
        await call<DictionaryTryData>(
          'POST',
          '/primary/search/dictionary/try',
          { query: ALIAS, change: { kind: 'synonym', terms: [ALIAS, TERM] } },
          admin.token,
        )
      ).data;
      expect(tried.without).toEqual({ total: 0, titles: [] });
      expect(tried.with.total).toBeGreaterThan(0);
      expect(tried.with.titles.some((title) => title.includes(TERM))).toBe(true);
      // Trying saved nothing.
      expect(await searchTotal(ALIAS)).toBe(0);

      const saved = await call<DictionaryGroup>('POST', '/primary/search/dictionary/save', { kind: 'synonym', terms: [` ${ALIAS} `, TERM] }, admin.token);
      expect(saved.data).toMatchObject({ kind: 'synonym', terms: [ALIAS, TERM] });
      expect(await searchTotal(ALIAS)).toBe(tried.with.total);
      const listed = await call<{ items: DictionaryGroup[] }>(
        'GET',
        `/primary/search/dictionary/list?keyword=${encodeURIComponent(ALIAS)}`,
        undefined,
        admin.token,
      );
      expect(listed.data.items.map((group) => group.id)).toEqual([saved.data.id]);

      // Removing it: the try box shows what would be lost, then the delete takes it away.
      const removal = (await call<DictionaryTryData>('POST', '/primary/search/dictionary/try', { query: ALIAS, removeId: saved.data.id }, admin.token)).data;
      expect(removal).toEqual({ without: tried.with, with: { total: 0, titles: [] } });
      expect((await call('POST', '/primary/search/dictionary/delete', { id: saved.data.id }, admin.token)).outcome).toEqual(OK);
      expect(await searchTotal(ALIAS)).toBe(0);

      const records = await server.database.db
        .selectFrom('audit_log')
        .select(['action', 'target_id', 'summary'])
        .where('action', 'like', 'dictionary.%')
        .orderBy('seq')
        .execute();
      expect(records.map((record) => [record.action, record.target_id])).toEqual([
        ['dictionary.create', String(saved.data.id)],
        ['dictionary.delete', String(saved.data.id)],
      ]);
      expect(JSON.parse(records[0]!.summary)).toEqual({ after: { kind: 'synonym', terms: [ALIAS, TERM] } });
      expect(await verifyAuditChain(server.database.db)).toMatchObject({ ok: true });
    });

    it('refuses, changing nothing: a term already in another group, duplicates, one term, markup, an unknown group', async () => {
      const admin = await sessionFor(server, ACCOUNTS.admin);
      const before = await server.database.db.selectFrom('search_synonyms').select('id').execute();
      const save = (body: unknown) => call('POST', '/primary/search/dictionary/save', body, admin.token);
      expect(await save({ kind: 'synonym', terms: [ALIAS, '公交车'] })).toMatchObject({
        outcome: BAD,
        msg: expect.stringContaining('词条「公交车」已在另一组中'),
      });
      expect(await save({ kind: 'synonym', terms: [ALIAS, ` ${ALIAS}`] })).toMatchObject({
        outcome: BAD,
        msg: expect.stringContaining('同一组中的词条不能重复'),
      });
      expect(await save({ kind: 'synonym', terms: [ALIAS] })).toMatchObject({ outcome: BAD, msg: expect.stringContaining('一组至少包含2个词条') });
      expect(await save({ kind: 'synonym', terms: [ALIAS, '<script>'] })).toMatchObject({ outcome: BAD, msg: expect.stringContaining('尖括号') });
      expect((await save({ kind: 'nickname', terms: [ALIAS, TERM] })).outcome).toEqual(BAD);
      expect((await save({ id: 999_999, kind: 'synonym', terms: [ALIAS, TERM] })).outcome).toEqual([404, 4011]);
      expect((await call('POST', '/primary/search/dictionary/delete', { id: 999_999 }, admin.token)).outcome).toEqual([404, 4011]);
      // Found by the contract fuzzer: ids and versions beyond a 32-bit column are refused before the database (PostgreSQL failed on them).
      expect((await call('POST', '/primary/search/dictionary/delete', { id: Number.MAX_SAFE_INTEGER }, admin.token)).outcome).toEqual(BAD);
      expect((await call('POST', '/primary/admin/enable', { id: 'usr_admin', version: Number.MAX_SAFE_INTEGER }, admin.token)).outcome).toEqual(BAD);
      expect((await call('POST', '/primary/announcement/publish', { id: 'news_0001', version: 2 ** 31 }, admin.token)).outcome).toEqual(BAD);
      expect(await server.database.db.selectFrom('search_synonyms').select('id').execute()).toHaveLength(before.length);
      expect(await server.database.db.selectFrom('audit_log').select('seq').where('action', 'like', 'dictionary.%').execute()).toEqual([]);
    });
  });
}
