import {
  DICTIONARY_KINDS,
  DICTIONARY_RIGHT,
  type DictionaryGroup,
  type DictionaryKind,
  type DictionaryListQuery,
  type DictionaryTryData,
  type SearchMiss,
} from '@portal/api-contract';
import { actorOf, appendAudit } from '@portal/server-audit';
import { ERR, bumpContentGeneration, iso, type DomainContext } from '@portal/server-core';
import type { User } from '@portal/server-db';
import { hasRight, type Actor } from '@portal/server-identity';
import {
  deleteDictionaryGroup,
  dictionaryGroups,
  dictionaryPage,
  findDictionaryGroup,
  insertDictionaryGroup,
  createLexicon,
  lexiconOf,
  searchWithLexicon,
  topSearchMisses,
  updateDictionaryGroup,
  type StoredGroup,
} from '@portal/server-search';

/**
 * The search dictionary editor (issue 18): admins with the `search:dictionary` right read and change
 * the groups of terms search treats as one; each change is audited in its transaction and bumps the
 * content generation, so the next query uses it (decision 0025).
 */
export const mayEditDictionary = (actor: Actor) => actor.user_type === 'admin' && hasRight(actor, DICTIONARY_RIGHT);

function requireEditor(actor: Actor): void {
  if (!mayEditDictionary(actor)) throw ERR.forbidden('您没有维护检索词典的权限');
}

const isKind = (kind: string): kind is DictionaryKind => (DICTIONARY_KINDS as readonly string[]).includes(kind);
const viewOf = (group: StoredGroup): DictionaryGroup => ({
  id: group.id,
  kind: isKind(group.kind) ? group.kind : 'synonym',
  terms: group.terms,
  updatedAt: iso(group.updatedAt),
});

export async function listDictionary(actor: Actor, ctx: DomainContext, query: DictionaryListQuery) {
  requireEditor(actor);
  const { groups, total } = await dictionaryPage(ctx.db, {
    kind: query.kind,
    keyword: query.keyword,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: groups.map(viewOf), total, page: query.page, pageSize: query.pageSize };
}

const key = (term: string) => term.trim().toLowerCase();

/** A term may stand in one group of a kind only: the same word meaning two things would make search guess. */
function assertTermsFree(groups: readonly StoredGroup[], input: { id?: number | undefined; kind: string; terms: readonly string[] }): void {
  const wanted = new Set(input.terms.map(key));
  for (const group of groups) {
    if (group.id === input.id || group.kind !== input.kind) continue;
    const clash = group.terms.find((term) => wanted.has(key(term)));
    if (clash) throw ERR.badRequest(`词条「${clash}」已在另一组中（${group.terms.slice(0, 3).join('、')}），请修改该组或换用其他词条`);
  }
}

/** Adds a group, or changes one; applies to the next query. */
export async function saveDictionaryGroup(
  actor: User,
  ctx: DomainContext,
  input: { id?: number | undefined; kind: DictionaryKind; terms: string[] },
): Promise<DictionaryGroup> {
  requireEditor(actor);
  const terms = input.terms.map((term) => term.trim());
  const at = ctx.now();
  const id = await ctx.db.transaction().execute(async (trx) => {
    assertTermsFree(await dictionaryGroups(trx), { ...input, terms });
    const before = input.id === undefined ? undefined : await findDictionaryGroup(trx, input.id);
    if (input.id !== undefined && !before) throw ERR.notFound('词组不存在');
    const saved = before ? before.id : await insertDictionaryGroup(trx, { kind: input.kind, terms }, at);
    if (before) await updateDictionaryGroup(trx, before.id, { kind: input.kind, terms }, at);
    await bumpContentGeneration(trx);
    await appendAudit(trx, {
      actor: actorOf(actor, ctx.client),
      action: before ? 'dictionary.update' : 'dictionary.create',
      target: { type: 'dictionary-group', id: String(saved) },
      summary: { ...(before ? { before: { kind: before.kind, terms: before.terms } } : {}), after: { kind: input.kind, terms } },
      at,
    });
    return saved;
  });
  return viewOf((await findDictionaryGroup(ctx.db, id))!);
}

/** Removes a group; the next query no longer uses it. */
export async function deleteDictionaryEntry(actor: User, ctx: DomainContext, id: number): Promise<null> {
  requireEditor(actor);
  const at = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findDictionaryGroup(trx, id);
    if (!before) throw ERR.notFound('词组不存在');
    await deleteDictionaryGroup(trx, id);
    await bumpContentGeneration(trx);
    await appendAudit(trx, {
      actor: actorOf(actor, ctx.client),
      action: 'dictionary.delete',
      target: { type: 'dictionary-group', id: String(id) },
      summary: { before: { kind: before.kind, terms: before.terms } },
      at,
    });
  });
  return null;
}

/** A query with the dictionary as it is and with a change applied; nothing is saved, no miss recorded. */
export async function tryDictionary(
  actor: Actor,
  ctx: DomainContext,
  input: { query: string; change?: { id?: number | undefined; kind: DictionaryKind; terms: string[] } | undefined; removeId?: number | undefined },
): Promise<DictionaryTryData> {
  requireEditor(actor);
  const groups = await dictionaryGroups(ctx.db);
  let changed: StoredGroup[] = groups.filter((group) => group.id !== input.removeId);
  if (input.change) {
    const change = input.change;
    const proposed = { id: change.id ?? -1, kind: change.kind, terms: change.terms.map((term) => term.trim()), updatedAt: 0 };
    changed = change.id === undefined ? [...changed, proposed] : changed.map((group) => (group.id === change.id ? proposed : group));
  }
  // As it is: the lexicon every query uses (cached per content generation); with the change: built for this try.
  const [without, withChange] = await Promise.all([
    searchWithLexicon(ctx.db, input.query, await lexiconOf(ctx.db)),
    searchWithLexicon(ctx.db, input.query, createLexicon(changed)),
  ]);
  return { without, with: withChange };
}

/** The top 20 searches that found nothing. */
export async function dictionaryMisses(actor: Actor, ctx: DomainContext): Promise<SearchMiss[]> {
  requireEditor(actor);
  return (await topSearchMisses(ctx.db)).map((miss) => ({ query: miss.query, count: miss.count, lastAt: iso(miss.lastAt) }));
}
