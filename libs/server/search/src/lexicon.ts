import { createContentCache } from '@portal/server-core';
import type { Database } from '@portal/server-db';
import type { Kysely } from 'kysely';
import { normalise } from './tokens';

/**
 * What the search knows about words (issue 16, decision 0027): the dictionary (synonyms, older
 * names, department aliases, format names, English words; held in `search_synonyms`), the places
 * of the province (they boost rather than filter) and the words a question is made of that say
 * nothing about what is sought (dropped), or say it only weakly (数据, 信息: optional).
 */
export interface Lexicon {
  /** Each dictionary group's terms, normalised. */
  groups: readonly (readonly string[])[];
  /** Each group's kind ('synonym', 'department', 'format', 'english'). */
  kinds: readonly string[];
  /** A term's groups (indexes into `groups`). */
  groupsOf: ReadonlyMap<string, readonly number[]>;
  /** The English words of the dictionary's terms (those of several-word terms too), for spelling corrections. */
  latinWords: ReadonlySet<string>;
  /** Every term this lexicon finds inside a query (dictionary terms, places, fillers), longest first per first character. */
  keysByFirst: ReadonlyMap<string, readonly string[]>;
}

/** County-level cities, districts and everyday names of each city: the city's items rank first. */
const COUNTIES: Readonly<Record<string, string>> = {
  南京: '江宁 浦口 六合 溧水 高淳 金陵',
  无锡: '江阴 宜兴 锡城',
  徐州: '邳州 新沂 沛县 丰县 睢宁 彭城',
  常州: '溧阳 武进 金坛 龙城',
  苏州: '昆山 常熟 张家港 太仓 吴江 姑苏',
  南通: '海门 启东 如皋 海安 如东',
  连云港: '东海 灌云 灌南 赣榆 港城',
  盐城: '东台 大丰 建湖 射阳 阜宁 滨海 响水',
  扬州: '仪征 高邮 宝应 江都',
  镇江: '丹阳 句容 扬中',
  泰州: '兴化 靖江 泰兴',
  宿迁: '沭阳 泗阳 泗洪',
  淮安: '淮阴 涟水 盱眙 金湖 洪泽',
};

/** The province and its cities: a place in a query ranks its items first but does not filter. */
export const PLACES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  [
    ['南京', '南京市'],
    ['无锡', '无锡市'],
    ['徐州', '徐州市'],
    ['常州', '常州市'],
    ['苏州', '苏州市'],
    ['南通', '南通市'],
    ['连云港', '连云港市'],
    ['盐城', '盐城市'],
    ['扬州', '扬州市'],
    ['镇江', '镇江市'],
    ['泰州', '泰州市'],
    ['宿迁', '宿迁市'],
    ['淮安', '淮安市'],
    ['江苏', '全省'],
    ['江苏省', '全省'],
    ['全省', '江苏省'],
  ]
    .flatMap(([short, long]) => [[short!, [short!, long!]], ...(long!.endsWith('市') ? [[long!, [short!, long!]]] : [])])
    .concat(Object.entries(COUNTIES).flatMap(([city, names]) => names.split(' ').map((name): [string, string[]] => [name, [name, city, `${city}市`]]))),
);

/** Words of a question that say nothing about what is sought. */
export const FILLERS: ReadonlySet<string> = new Set(
  (
    '我 我们 我想 我要 想 要 想要 请 请问 帮我 麻烦 查 查询 查找 查看 查一下 看看 看一下 搜 搜索 找 找一下 寻找 一下 哪里 哪儿 在哪 在哪里 哪些 有哪些 ' +
    '什么 有没有 可以 能 能否 如何 怎么 怎样 获取 下载 关于 有关 相关 的 了 吗 呢 啊 吧 呀 和 与 及 以及 或 或者 是 在 有 都 所有 全部 ' +
    '最新 最近 今年 一些 哪个 这个 那个 提供 需要 办理 方面 一个 一家 知道 想知道 一共 共有 多少'
  ).split(' '),
);

/**
 * Words that describe nearly every item (every resource is 数据; lists are 名单, 名录): they rank but
 * do not filter, even when the dictionary knows them.
 */
export const GENERIC_WORDS: ReadonlySet<string> = new Set('数据 信息 资料 情况 内容 公开 开放 名单 名录 清单 目录 列表 一览'.split(' '));

/** Words that name a kind of item (政策 for policies): items of that kind rank first; they do not filter. */
export const TYPE_WORDS: Readonly<Record<string, 'resource' | 'product' | 'news' | 'policy'>> = {
  政策: 'policy',
  政策文件: 'policy',
  法规: 'policy',
  政策法规: 'policy',
  新闻: 'news',
  动态: 'news',
  资讯: 'news',
  新闻动态: 'news',
  数据产品: 'product',
  产品: 'product',
  数据资源: 'resource',
};

function keyIndex(keys: Iterable<string>): Map<string, string[]> {
  const byFirst = new Map<string, string[]>();
  for (const key of new Set(keys)) {
    const first = [...key][0];
    if (!first) continue;
    byFirst.set(first, [...(byFirst.get(first) ?? []), key]);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.length - a.length);
  return byFirst;
}

/** A group of the dictionary: its kind and its terms. */
export interface DictionaryGroup {
  kind: string;
  terms: readonly string[];
}

/** A lexicon over dictionary groups; the places and fillers are always in it. */
export function createLexicon(dictionary: readonly DictionaryGroup[]): Lexicon {
  const groups = dictionary.map((group) => group.terms);
  const normalised = groups.map((terms) => [...new Set(terms.map((term) => normalise(term).trim().replace(/\s+/g, ' ')).filter(Boolean))]);
  const groupsOf = new Map<string, number[]>();
  normalised.forEach((terms, index) => {
    for (const term of terms) groupsOf.set(term, [...(groupsOf.get(term) ?? []), index]);
  });
  const multiCharFillers = [...FILLERS].filter((word) => word.length > 1);
  return {
    groups: normalised,
    kinds: dictionary.map((group) => group.kind),
    groupsOf,
    latinWords: new Set([...groupsOf.keys()].flatMap((key) => key.split(' ')).filter((word) => /^[a-z]+$/.test(word))),
    keysByFirst: keyIndex([...groupsOf.keys(), ...Object.keys(PLACES), ...Object.keys(TYPE_WORDS), ...multiCharFillers]),
  };
}

/** The dictionary as the database holds it. */
export async function loadDictionary(db: Kysely<Database>): Promise<DictionaryGroup[]> {
  const rows = await db.selectFrom('search_synonyms').select(['kind', 'terms']).orderBy('id').execute();
  return rows.flatMap((row) => {
    try {
      const terms: unknown = JSON.parse(row.terms);
      return Array.isArray(terms) ? [{ kind: row.kind, terms: terms.filter((term): term is string => typeof term === 'string') }] : [];
    } catch {
      return [];
    }
  });
}

/**
 * The lexicon of a database, until public content changes (decision 0025): writers of the
 * dictionary bump the content generation, as every writer of what search answers does.
 */
const lexicons = createContentCache<Lexicon>(1);

export function lexiconOf(db: Kysely<Database>): Promise<Lexicon> {
  return lexicons.get(db, 'lexicon', async () => createLexicon(await loadDictionary(db)));
}
