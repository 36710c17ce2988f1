import { describe, expect, it } from 'vitest';
import { createLexicon } from './lexicon';
import { combinations, fallbacks, toFts5, toTsquery } from './match-expression';
import { planQuery } from './query-plan';
import { correctLatin, editDistance } from './typo';
import { loosen, soundsOf } from './grams';

const lexicon = createLexicon(
  [
    ['出租车', '出租汽车'],
    ['公交', '公共交通'],
    ['bus', '公交'],
    ['air quality', '空气质量'],
    ['卫健委', '江苏省卫生健康委员会'],
    ['hospital', '医院'],
    ['api', '接口'],
    ['江苏省数据局', '数据局', '大数据局'],
    ['名单', '名录'],
  ].map((terms) => ({ kind: terms[0] === 'api' ? 'format' : terms[0] === '江苏省数据局' ? 'department' : 'synonym', terms })),
);
const required = (query: string) => planQuery(query, lexicon).required.map((clause) => clause.terms.map((term) => term.text));

describe('query plans (issue 16: dictionary, places, fillers, words)', () => {
  it('writes a dictionary term every way the dictionary knows, longest term first', () => {
    expect(required('出租车')).toEqual([['出租车', '出租汽车']]);
    expect(required('公交')).toEqual([['公交', '公共交通', 'bus']]);
    expect(required('卫健委')).toEqual([['卫健委', '江苏省卫生健康委员会']]);
  });

  it('finds English terms as whole words, several words long too', () => {
    expect(required('Air Quality')).toEqual([['air quality', '空气质量']]);
    expect(required('business')).toEqual([['business']]);
    expect(planQuery('business', lexicon).required[0]!.terms[0]!.tokens).toEqual([{ text: 'business', prefix: true }]);
  });

  it('makes a place rank without filtering, and drops the fillers of a question', () => {
    const plan = planQuery('我想查一下南京市的公交线路数据', lexicon);
    expect(plan.required.map((clause) => clause.text)).toEqual(['公交', '线路']);
    expect(plan.optional.map((clause) => [clause.kind, clause.text])).toEqual([
      ['place', '南京市'],
      ['generic', '数据'],
    ]);
    expect(plan.optional[0]!.terms.map((term) => term.text)).toEqual(['南京市', '南京']);
  });

  it('lets words naming a kind of item (政策) and list words (名录, even from the dictionary) rank without filtering', () => {
    const plan = planQuery('养老机构名录', lexicon);
    expect(plan.required.map((clause) => clause.text)).toEqual(['养老', '机构']);
    expect(plan.optional.map((clause) => [clause.kind, clause.text])).toEqual([['generic', '名录']]);
    const policy = planQuery('数据授权运营政策', lexicon);
    expect(policy.optional.filter((clause) => clause.kind === 'type').map((clause) => clause.docType)).toEqual(['policy']);
  });

  it('knows county-level cities and everyday city names as places, and department names as departments', () => {
    const plan = planQuery('昆山 公交', lexicon);
    expect(plan.optional.map((clause) => [clause.kind, clause.terms.map((term) => term.text)])).toEqual([['place', ['昆山', '苏州', '苏州市']]]);
    expect(planQuery('大数据局', lexicon).required.map((clause) => clause.kind)).toEqual(['department']);
  });

  it('keeps a place or weak word required when it is all the query has', () => {
    expect(required('南京')).toEqual([['南京', '南京市']]);
    expect(required('数据')).toEqual([['数据']]);
  });

  it('keeps a short stretch the segmenter splits into a character and a word as one word (收费站, a typo such as 公基金)', () => {
    expect(required('收费站')).toEqual([['收费站']]);
    expect(planQuery('公基金', lexicon).required[0]!.terms[0]!.tokens.map((token) => token.text)).toEqual(['公基', '基金']);
    expect(planQuery('公基金', lexicon).unknown).toEqual(['公基金']);
  });

  it('highlights typed words by their pairs and synonyms only whole', () => {
    const plan = planQuery('出租车', lexicon);
    expect(plan.runs).toEqual(['出租车']);
    expect(plan.synonyms).toEqual(['出租汽车']);
  });

  it('matches every clause, or at least half of them when falling back', () => {
    const plan = planQuery('出租车 飞船', lexicon);
    expect(toFts5(plan)).toBe('((("出租" AND "租车") OR ("出租" AND "租汽" AND "汽车")) AND (("飞船")))');
    expect(toFts5(plan, { atLeast: 1 })).toBe('((("出租" AND "租车") OR ("出租" AND "租汽" AND "汽车"))) OR ((("飞船")))');
    expect(toTsquery(planQuery('税务 api', lexicon))).toBe("((('税务')) & (('api':*) | ('接口')))");
    expect(planQuery('api', lexicon).required.map((clause) => clause.kind)).toEqual(['format']);
    // A lone character only ranks beside words.
    expect(planQuery('税 api', lexicon).optional.map((clause) => clause.kind)).toEqual(['char']);
    expect(fallbacks(1)).toEqual([]);
    expect(fallbacks(2)).toEqual([{ atLeast: 1 }]);
    expect(fallbacks(5)).toEqual([{ atLeast: 3 }, { atLeast: 1 }]);
    expect(combinations([1, 2, 3], 2)).toEqual([
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
  });

  it('drops punctuation and operators, so no query can inject MATCH or tsquery syntax', () => {
    for (const hostile of ['" OR 1=1 --', "') | ('x", 'NEAR(a b)', 'a* AND -b', '\\\'"']) {
      const plan = planQuery(hostile, lexicon);
      for (const clause of [...plan.required, ...plan.optional])
        for (const term of clause.terms) for (const token of term.tokens) expect(token.text).toMatch(/^[\p{L}\p{N}]+$/u);
    }
    expect(planQuery('！？。，', lexicon).required).toEqual([]);
  });
});

describe('typo tolerance (issue 16)', () => {
  it('reads Han text as loosened pinyin: zh/z, ch/c, sh/s, n/l, -ng/-n mixed up alike', () => {
    expect(soundsOf('气象')).toEqual(soundsOf('气像'));
    expect(soundsOf('公积金')).toEqual(soundsOf('公基金'));
    expect(loosen('zhang')).toBe(loosen('zan'));
    expect(loosen('nan')).toBe(loosen('lan'));
    expect(loosen('shi')).toBe('si');
  });

  it('corrects a misspelt English word to the nearest dictionary term', () => {
    expect(editDistance('hospitl', 'hospital')).toBe(1);
    expect(editDistance('ubs', 'bus')).toBe(1);
    expect(editDistance('boss', 'bus')).toBe(2);
    expect(correctLatin('hospitl', lexicon)).toBe('hospital');
    expect(correctLatin('hospital', lexicon)).toBeUndefined();
    expect(correctLatin('qwzxkjv', lexicon)).toBeUndefined();
    // A word of a several-word term is a word of the dictionary too.
    expect(correctLatin('qualty', lexicon)).toBe('quality');
    expect(correctLatin('quality', lexicon)).toBeUndefined();
  });
});
