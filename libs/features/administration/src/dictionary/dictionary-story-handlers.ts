import { HttpResponse, delay, http } from 'msw';
import type { DictionaryGroup, DictionarySaveBody, DictionaryTryBody } from '@portal/api-contract';
import { anyOrigin, failure, ok } from '@portal/api-client/msw';
import { GROUPS, MISSES, TAKEN_MESSAGE, TRY_DATA, filterGroups, listData, savedGroup } from './dictionary-fixtures';

const LIST = anyOrigin('/primary/search/dictionary/list');
const SAVE = anyOrigin('/primary/search/dictionary/save');
const REMOVE = anyOrigin('/primary/search/dictionary/delete');
const TRY = anyOrigin('/primary/search/dictionary/try');
const MISSES_PATH = anyOrigin('/primary/search/dictionary/misses');

/** What the stories' server was sent; a story's `beforeEach` resets it. */
export const dictionaryServer = {
  saves: [] as DictionarySaveBody[],
  tries: [] as DictionaryTryBody[],
  removes: [] as number[],
  /** What the saves answered: the list shows these in place of (or before) the fixtures. */
  saved: [] as DictionaryGroup[],
  listCalls: 0,
  reset() {
    this.saves.length = 0;
    this.tries.length = 0;
    this.removes.length = 0;
    this.saved.length = 0;
    this.listCalls = 0;
  },
};

/** The fixtures with what was saved since (newest first) and without what was removed. */
const current = (groups: DictionaryGroup[]) =>
  [...[...dictionaryServer.saved].reverse(), ...groups.filter((group) => !dictionaryServer.saved.some((saved) => saved.id === group.id))].filter(
    (group) => !dictionaryServer.removes.includes(group.id),
  );

const list = (groups: DictionaryGroup[]) =>
  http.get(LIST, ({ request }) => {
    dictionaryServer.listCalls += 1;
    const query = new URL(request.url).searchParams;
    return ok(listData(filterGroups(current(groups), query.get('kind'), query.get('keyword'))));
  });

const misses = http.get(MISSES_PATH, () => ok(MISSES));

/** save answered by `reply`, after noting the body. */
const save = (reply: (body: DictionarySaveBody) => Response | Promise<Response>) =>
  http.post(SAVE, async ({ request }) => {
    const body = (await request.json()) as DictionarySaveBody;
    dictionaryServer.saves.push(body);
    return reply(body);
  });

const stored = (body: DictionarySaveBody) => {
  const group = savedGroup(body);
  dictionaryServer.saved.push(group);
  return ok(group);
};

const remove = http.post(REMOVE, async ({ request }) => {
  const { id } = (await request.json()) as { id: number };
  dictionaryServer.removes.push(id);
  return ok(null);
});

const tryQuery = http.post(TRY, async ({ request }) => {
  dictionaryServer.tries.push((await request.json()) as DictionaryTryBody);
  return ok(TRY_DATA);
});

/** Refused after a moment, as a server would answer (the button's loading motion gets to start). */
const refused = async (msg: string) => {
  await delay(300);
  return HttpResponse.json({ code: 4000, msg, data: null }, { status: 400 });
};

const answered = [list(GROUPS), misses, remove, tryQuery];

/** msw handlers of the stories (`parameters.msw.handlers`): answered, loading forever, empty, failing, refused. */
export const dictionaryHandlers = {
  list: [...answered, save(stored)],
  loading: [http.get(LIST, async () => delay('infinite')), http.get(MISSES_PATH, async () => delay('infinite'))],
  empty: [list([]), http.get(MISSES_PATH, () => ok([])), save(stored)],
  error: [http.get(LIST, () => failure(5000, '服务繁忙，请稍后再试')), misses],
  /** A term already in another group of the same kind: save is refused (400). */
  taken: [...answered, save(() => refused(TAKEN_MESSAGE))],
};
