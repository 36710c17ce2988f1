import type { DictionaryGroup, DictionaryKind, DictionaryTryData, SearchMiss } from '@portal/api-contract';

/** Plain groups, zero-result searches and try answers for the stories and tests (issue 18; no network). */
export function dictionaryGroup(overrides: Partial<DictionaryGroup> = {}): DictionaryGroup {
  return {
    id: 12,
    kind: 'synonym',
    terms: ['公积金', '住房公积金', '住房公积'],
    updatedAt: '2026-11-20T02:30:00.000Z',
    ...overrides,
  };
}

export const HOUSING_FUND = dictionaryGroup();

/** Newest change first, as the server lists them. */
export const GROUPS: DictionaryGroup[] = [
  HOUSING_FUND,
  dictionaryGroup({ id: 11, kind: 'department', terms: ['省数据局', '江苏省数据局', '省大数据管理中心'], updatedAt: '2026-11-18T06:05:00.000Z' }),
  dictionaryGroup({ id: 9, kind: 'format', terms: ['CSV', '逗号分隔值'], updatedAt: '2026-11-12T01:40:00.000Z' }),
  dictionaryGroup({ id: 7, kind: 'english', terms: ['open data', '开放数据', '公共数据开放'], updatedAt: '2026-11-05T08:15:00.000Z' }),
  dictionaryGroup({ id: 5, kind: 'synonym', terms: ['医保', '医疗保险', '基本医疗保险'], updatedAt: '2026-10-30T03:00:00.000Z' }),
  dictionaryGroup({ id: 3, kind: 'department', terms: ['人社厅', '江苏省人力资源和社会保障厅'], updatedAt: '2026-10-28T09:20:00.000Z' }),
];

export const MISSES: SearchMiss[] = [
  { query: '社保卡', count: 37, lastAt: '2026-11-24T07:12:00.000Z' },
  { query: '不动产登记', count: 21, lastAt: '2026-11-23T02:45:00.000Z' },
  { query: 'GIS', count: 9, lastAt: '2026-11-21T11:30:00.000Z' },
  { query: '充电桩', count: 4, lastAt: '2026-11-19T05:05:00.000Z' },
];

/** list's answer: the rows of one page and the paging. */
export function listData(items: DictionaryGroup[], { total = items.length, page = 1, pageSize = 20 } = {}) {
  return { items, total, page, pageSize };
}

/** The groups as the list filters them: by kind, and by a term containing the keyword. */
export function filterGroups(groups: DictionaryGroup[], kind: string | null, keyword: string | null): DictionaryGroup[] {
  const word = (keyword ?? '').trim().toLowerCase();
  return groups.filter((group) => (!kind || group.kind === kind) && (!word || group.terms.some((term) => term.toLowerCase().includes(word))));
}

/** What save answers for a body: the group as stored (a new one gets the next id). */
export function savedGroup(body: { id?: number; kind: DictionaryKind; terms: string[] }): DictionaryGroup {
  return { id: body.id ?? 20, kind: body.kind, terms: body.terms, updatedAt: '2026-11-25T03:00:00.000Z' };
}

/** try's answer for 社保卡: nothing with the dictionary as it is, three hits with 社会保障卡 in its group. */
export const TRY_DATA: DictionaryTryData = {
  without: { total: 0, titles: [] },
  with: { total: 3, titles: ['江苏省社会保障卡服务网点', '社会保障卡申领与补换记录', '南京市社会保障卡发放统计'] },
};

/** A term already in another group of the same kind: save answers 400. */
export const TAKEN_MESSAGE = '词条“公积金”已在另一组同义词与简称中';
