import { describe, expect, it } from 'vitest';
import { attachmentItems, attachmentOf, parseAttachments } from './attachments';

const GOOD = { name: '附件一.pdf', url: '/alpha-portal/api/v1/web/attachment/news/news_0001/1.pdf', sizeBytes: 1234 };

describe('the attachments column reader (news, policies, calls)', () => {
  it.each<[string, string, unknown[]]>([
    ['a well-formed item', JSON.stringify([GOOD]), [GOOD]],
    ['extra keys dropped', JSON.stringify([{ ...GOOD, fileId: 'fil_x' }]), [GOOD]],
    ['an empty array', '[]', []],
    ['not JSON', '{oops', []],
    ['not an array', JSON.stringify(GOOD), []],
    [
      'items of the wrong shape left out',
      JSON.stringify([null, 1, 'x', { ...GOOD, sizeBytes: -1 }, { ...GOOD, sizeBytes: 1.5 }, { ...GOOD, url: 3 }, GOOD]),
      [GOOD],
    ],
  ])('%s', (_, json, expected) => {
    expect(parseAttachments(json)).toEqual(expected);
  });

  it('gives the raw items and reads one item at a time', () => {
    expect(attachmentItems('[1,{"a":2}]')).toEqual([1, { a: 2 }]);
    expect(attachmentItems('"text"')).toEqual([]);
    expect(attachmentOf(GOOD)).toEqual(GOOD);
    expect(attachmentOf({ name: 'x' })).toBeNull();
  });
});
