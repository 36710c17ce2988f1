import { describe, expect, it } from 'vitest';
import { indexTokens, planQuery, segmentWords, toFts5, toTsquery, toTsvector } from './tokens';

describe('search tokens (issue 5: Intl.Segmenter, 1- and 2-character queries)', () => {
  it('segments Chinese into words with Intl.Segmenter', () => {
    expect(segmentWords('江苏省交通运输厅')).toEqual(['江苏', '省', '交通', '运输', '厅']);
    expect(segmentWords('Open API v2.0 数据')).toEqual(['open', 'api', 'v2', '0', '数据']);
  });

  it('indexes words, Han bigrams and the last character of each Han run', () => {
    expect(indexTokens('医保结算')).toEqual(expect.arrayContaining(['医保', '保结', '结算', '算']));
    expect(indexTokens('税')).toEqual(['税', '税']);
  });

  it('plans a 2-character query as its bigram (or the word)', () => {
    const plan = planQuery('交通');
    expect(plan.clauses).toEqual([[[{ text: '交通', prefix: false }], [{ text: '交通', prefix: false }]]]);
    expect(toFts5(plan)).toBe('(("交通") OR ("交通"))');
  });

  it('plans a 1-character query and Latin words as prefixes', () => {
    expect(toFts5(planQuery('税'))).toBe('(("税"*))');
    expect(toTsquery(planQuery('API 医疗'))).toBe("(('api':*)) & (('医疗') | ('医疗'))");
  });

  it('plans a longer Han run as all its bigrams, or the whole run as a word', () => {
    expect(toFts5(planQuery('公共数据'))).toBe('(("公共" AND "共数" AND "数据") OR ("公共数据"))');
    expect(planQuery('公共数据').terms).toEqual(['公共', '数据']);
  });

  it('drops punctuation and operators, so no query can inject MATCH or tsquery syntax', () => {
    for (const hostile of ['" OR 1=1 --', "') | ('x", 'NEAR(a b)', 'a* AND -b', '\\\'"']) {
      const plan = planQuery(hostile);
      for (const clause of plan.clauses) for (const alternative of clause) for (const token of alternative) expect(token.text).toMatch(/^[\p{L}\p{N}]+$/u);
    }
    expect(planQuery('！？。，').clauses).toEqual([]);
  });

  it('writes a weighted tsvector literal with escaped lexemes', () => {
    expect(
      toTsvector([
        { tokens: ['交通', "o'k"], weight: 'A' },
        { tokens: ['交通'], weight: 'B' },
      ]),
    ).toBe("'交通':1A,3B 'o''k':2A");
  });
});
