import { describe, expect, it } from 'vitest';
import { isEmpty } from './is-empty';

describe('spec §5 empty check', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty string', ''],
    ['blank string', '  '],
    ['tabs and newlines', '\t\n '],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
  ])('treats %s as empty', (_label, value) => {
    expect(isEmpty(value)).toBe(true);
  });

  it.each([
    ['zero', 0],
    ['negative number', -1.5],
    ['false', false],
    ['the string "0"', '0'],
    ['a word padded with spaces', ' a '],
    ['an empty array', []],
    ['an empty object', {}],
  ])('treats %s as not empty', (_label, value) => {
    expect(isEmpty(value)).toBe(false);
  });
});
