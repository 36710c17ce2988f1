import { describe, expect, it } from 'vitest';
import {
  CREDIT_CODE_ALPHABET,
  CREDIT_CODE_WEIGHTS,
  creditCodeCheckChar,
  enterpriseCreditCode,
  organisationCode,
  creditCodeSchema,
  isCreditCodeFormat,
  isValidCreditCode,
} from './index';

/** Codes printed on public business licences (checked independently of this module). */
const PUBLISHED = ['914403001922038216', '91330100716105852F', '9144030071526726XG'];

/** Jiangsu-style codes built with the function under test: 9 1 320xxx + 9-char organisation code. */
const FIRST_17 = ['91320000MA1MXY8K3', '91320105MA1P0QL7X', '91320594MA1RCTUW4', '913202147205813HJ', '91320411088456320'];
const CONSTRUCTED = FIRST_17.map((first) => first + creditCodeCheckChar(first));

const issuesOf = (value: unknown) => creditCodeSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('统一社会信用代码 (GB 32100-2015)', () => {
  it('uses the standard alphabet and weights 3^i mod 31', () => {
    expect(CREDIT_CODE_ALPHABET).toHaveLength(31);
    expect(CREDIT_CODE_ALPHABET).not.toMatch(/[IOZSV]/);
    expect(CREDIT_CODE_WEIGHTS).toEqual(Array.from({ length: 17 }, (_, i) => 3 ** i % 31));
  });

  it('accepts published codes and codes built with creditCodeCheckChar', () => {
    for (const code of [...PUBLISHED, ...CONSTRUCTED]) {
      expect(isValidCreditCode(code), code).toBe(true);
      expect(creditCodeSchema.parse(code)).toBe(code);
    }
    expect(creditCodeCheckChar('91440300192203821')).toBe('6');
    expect(creditCodeCheckChar('9144030071526726X')).toBe('G');
  });

  it('maps a zero remainder to check character 0', () => {
    // sum % 31 === 0 → (31 - 0) % 31 = 0 → '0'
    expect(creditCodeCheckChar('00000000000000000')).toBe('0');
    expect(isValidCreditCode('000000000000000000')).toBe(true);
  });

  it('rejects every single-character corruption of a valid code', () => {
    for (const code of [...PUBLISHED, ...CONSTRUCTED]) {
      let tried = 0;
      for (let position = 0; position < 18; position++) {
        for (const char of CREDIT_CODE_ALPHABET) {
          if (char === code.charAt(position)) continue;
          const corrupted = code.slice(0, position) + char + code.slice(position + 1);
          tried++;
          expect(isValidCreditCode(corrupted), corrupted).toBe(false);
        }
      }
      expect(tried).toBe(18 * 30);
      expect(issuesOf(code.slice(0, 17) + (code.charAt(17) === '0' ? '1' : '0'))).toEqual(['统一社会信用代码校验位不正确']);
    }
  });

  it('rejects lower case (no case folding)', () => {
    const lower = '91330100716105852f';
    expect(isValidCreditCode(lower)).toBe(false);
    expect(isValidCreditCode(CONSTRUCTED[0]?.toLowerCase())).toBe(false);
    expect(issuesOf(lower)).toEqual(['统一社会信用代码格式不正确']);
  });

  it('rejects lengths other than 18', () => {
    const code = PUBLISHED[0] ?? '';
    for (const value of [code.slice(0, 17), `${code}0`, '', ' ' + code.slice(1), `${code} `]) {
      expect(isValidCreditCode(value), value).toBe(false);
      expect(issuesOf(value)).toEqual(['统一社会信用代码格式不正确']);
    }
    expect(() => creditCodeCheckChar(code.slice(0, 16))).toThrow(RangeError);
    expect(() => creditCodeCheckChar(code)).toThrow(RangeError);
  });

  it('rejects the letters I, O, Z, S and V anywhere', () => {
    const code = CONSTRUCTED[0] ?? '';
    for (const letter of ['I', 'O', 'Z', 'S', 'V']) {
      for (const position of [0, 8, 17]) {
        const value = code.slice(0, position) + letter + code.slice(position + 1);
        expect(isCreditCodeFormat(value)).toBe(false);
        expect(isValidCreditCode(value)).toBe(false);
        expect(issuesOf(value)).toEqual(['统一社会信用代码格式不正确']);
      }
      expect(() => creditCodeCheckChar(`${letter}${code.slice(1, 17)}`)).toThrow(RangeError);
    }
  });

  it('rejects non-strings with the format message', () => {
    for (const value of [undefined, null, 91440300, {}]) {
      expect(isValidCreditCode(value)).toBe(false);
      expect(issuesOf(value)).toEqual(['统一社会信用代码格式不正确']);
    }
  });
});

describe('enterprise credit codes built from a division and an organisation body (seed and e2e data)', () => {
  it('checks the GB 11714 organisation code and the GB 32100 check character', () => {
    // 91320000MA7DQ4K2… is the seeded 江苏省数据集团; its organisation code ends in a computed check.
    expect(organisationCode('MA7DQ4K2')).toHaveLength(9);
    for (const [division, body] of [
      ['320000', 'MA7DQ4K2'],
      ['320100', '10791001'],
      ['320902', 'MA25FW3H'],
    ] as const) {
      const code = enterpriseCreditCode(division, body);
      expect(code).toMatch(new RegExp(`^91${division}${body}[0-9X]`));
      expect(isValidCreditCode(code)).toBe(true);
    }
  });
});
