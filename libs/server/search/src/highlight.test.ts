import { describe, expect, it } from 'vitest';
import { highlight, matchRanges, snippet } from './highlight';

describe('search highlights (issue 5)', () => {
  it('finds whole runs, else the character pairs of a Han run, merged', () => {
    expect(matchRanges('江苏省公共数据开放', ['公共数据'])).toEqual([[3, 7]]);
    expect(matchRanges('公共的数据', ['公共数据'])).toEqual([
      [0, 2],
      [3, 5],
    ]);
    expect(matchRanges('Open API', ['api'])).toEqual([[5, 8]]);
  });

  it('cuts a text into plain and matched parts', () => {
    expect(highlight('交通运输厅', [[0, 2]])).toEqual([
      { text: '交通', hit: true },
      { text: '运输厅', hit: false },
    ]);
  });

  it('shows a window of a long body around the first match, with ellipses', () => {
    const body = `${'甲'.repeat(100)}交通${'乙'.repeat(100)}`;
    const parts = snippet(body, ['交通']);
    expect(parts[0]).toEqual({ text: '…', hit: false });
    expect(parts.at(-1)).toEqual({ text: '…', hit: false });
    expect(parts.filter((part) => part.hit)).toEqual([{ text: '交通', hit: true }]);
  });
});
