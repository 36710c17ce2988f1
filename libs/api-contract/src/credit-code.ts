import * as z from 'zod/mini';

/**
 * 统一社会信用代码 (Unified Social Credit Code, GB 32100-2015).
 *
 * 18 characters over a 31-character alphabet (digits and upper-case letters without
 * I, O, Z, S, V): registration authority (1), organisation category (1), administrative
 * division (6), organisation code (9) and a check character (1). Only the alphabet and
 * the check character are enforced here; the meaning of the leading parts is not.
 */
export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** Weights of positions 1–17: 3^i mod 31. */
export const CREDIT_CODE_WEIGHTS: readonly number[] = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

const MODULUS = CREDIT_CODE_ALPHABET.length; // 31
const FORMAT = /^[0-9A-HJ-NPQRTUWXY]{18}$/;
const FIRST_17 = /^[0-9A-HJ-NPQRTUWXY]{17}$/;

/**
 * The check character (position 18) for the first 17 characters of a code.
 * Throws a RangeError when `first17` is not 17 characters of the alphabet.
 */
export function creditCodeCheckChar(first17: string): string {
  if (!FIRST_17.test(first17)) {
    throw new RangeError('creditCodeCheckChar: expected 17 characters of 0-9 and A-Y without I, O, Z, S, V');
  }
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    sum += CREDIT_CODE_ALPHABET.indexOf(first17.charAt(i)) * (CREDIT_CODE_WEIGHTS[i] ?? 0);
  }
  return CREDIT_CODE_ALPHABET.charAt((MODULUS - (sum % MODULUS)) % MODULUS);
}

/**
 * A GB 11714 organisation code (positions 9–17 of a credit code): 8 characters and their check
 * character, weights 3 7 9 10 5 8 4 2, letters A=10…Z=35, check 11-(sum%11) with 10→X, 11→0.
 */
export function organisationCode(body8: string): string {
  const weights = [3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += parseInt(body8.charAt(i), 36) * (weights[i] ?? 0);
  const check = 11 - (sum % 11);
  return body8 + (check === 10 ? 'X' : check === 11 ? '0' : String(check));
}

/** A valid enterprise credit code (`9` 市场监管, `1` 企业) for a division and an 8-character organisation body. */
export function enterpriseCreditCode(division: string, body8: string): string {
  const first17 = `91${division}${organisationCode(body8)}`;
  return first17 + creditCodeCheckChar(first17);
}

/** Whether `code` has the GB 32100-2015 form: 18 upper-case characters of the alphabet. */
export function isCreditCodeFormat(code: unknown): code is string {
  return typeof code === 'string' && FORMAT.test(code);
}

/** A well-formed code whose check character is right. Lower case is not accepted. */
export function isValidCreditCode(code: unknown): code is string {
  return isCreditCodeFormat(code) && creditCodeCheckChar(code.slice(0, 17)) === code.charAt(17);
}

/**
 * A 统一社会信用代码 in a form or API body. Exact: no trimming or case folding
 * (forms upper-case and trim on input); one issue, the format one or the check one.
 */
export const creditCodeSchema = z
  .string({ message: '统一社会信用代码格式不正确' })
  .check(z.regex(FORMAT, { message: '统一社会信用代码格式不正确', abort: true }), z.refine(isValidCreditCode, { message: '统一社会信用代码校验位不正确' }));

/** Said when an application's unified social credit code fails the check (the server refuses to submit it). */
export const CREDIT_CODE_INVALID_MESSAGE = '申请单位的统一社会信用代码未通过校验（GB 32100），请联系平台管理员核实单位信息后再提交';
