import { describe, expect, it } from 'vitest';
import { formatThousands, isNumericString } from './numeric';

describe('spec §5 numeric string: optional sign, digits, optional decimals, optional exponent', () => {
  it.each(['0', '7', '-1', '+42', '3.14', '-1.5e3', '1E10', '2e-5', '+6.02E+23', '007'])('accepts %s', (value) => {
    expect(isNumericString(value)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['blank', '  '],
    ['leading point with sign', '+.5'],
    ['leading point', '.5'],
    ['trailing point', '1.'],
    ['dangling exponent', '1e'],
    ['exponent without digits after sign', '1e+'],
    ['grouped thousands', '1,000'],
    ['surrounding spaces', ' 1 '],
    ['sign only', '-'],
    ['double sign', '--1'],
    ['NaN text', 'NaN'],
    ['Infinity text', 'Infinity'],
    ['hex', '0x1F'],
    ['full-width digits', '１２３'],
  ])('rejects %s (%j)', (_label, value) => {
    expect(isNumericString(value)).toBe(false);
  });

  it.each([null, undefined, 12, Number.NaN, {}])('rejects the non-string %j', (value) => {
    expect(isNumericString(value)).toBe(false);
  });
});

describe('spec §5 thousands separators', () => {
  it.each<[number | string, string]>([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-1234567.891, '-1,234,567.891'],
    [1e21, '1,000,000,000,000,000,000,000'],
    ['1234567', '1,234,567'],
    ['-1234.50', '-1,234.50'],
    ['+1234', '1,234'],
    ['-1.5e3', '-1,500'],
    ['12345678901234567890', '12,345,678,901,234,567,890'],
    [' 2500 ', '2,500'],
  ])('formats %j as %s', (input, expected) => {
    expect(formatThousands(input)).toBe(expected);
  });

  it.each([null, undefined, '', '  ', Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'formats the empty value %j as an empty string',
    (input) => {
      expect(formatThousands(input)).toBe('');
    },
  );

  it.each(['1,000', '+.5', '1e', 'abc'])('returns non-numeric text %j unchanged', (input) => {
    expect(formatThousands(input)).toBe(input);
  });
});
