import { describe, expect, it } from 'vitest';
import { indexTokens, segmentWords, toTsvector } from './tokens';

describe('search tokens (issue 5: Intl.Segmenter, 1- and 2-character queries)', () => {
  it('segments Chinese into words with Intl.Segmenter', () => {
    expect(segmentWords('江苏省交通运输厅')).toEqual(['江苏', '省', '交通', '运输', '厅']);
    expect(segmentWords('Open API v2.0 数据')).toEqual(['open', 'api', 'v2', '0', '数据']);
  });

  it('indexes words, Han bigrams and the last character of each Han run', () => {
    expect(indexTokens('医保结算')).toEqual(expect.arrayContaining(['医保', '保结', '结算', '算']));
    expect(indexTokens('税')).toEqual(['税', '税']);
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
