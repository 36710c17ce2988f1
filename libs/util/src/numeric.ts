import { isEmpty } from './is-empty';

/**
 * Spec §5: "A numeric string has an optional sign, digits, optional decimals and
 * optional exponent." Digits before the point are required, so `.5`, `+.5`, `1.`
 * and `1e` are not numeric strings; neither is `1,000` (a formatted number).
 */
const NUMERIC_STRING = /^[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

export function isNumericString(value: unknown): value is string {
  return typeof value === 'string' && NUMERIC_STRING.test(value);
}

const GROUPS_OF_THREE = /\B(?=(\d{3})+(?!\d))/g;

function groupInteger(digits: string): string {
  return digits.replace(GROUPS_OF_THREE, ',');
}

/** Plain decimal notation of a finite number, without exponent (1e21 → "1000000000000000000000"). */
function toPlainString(n: number): string {
  const text = String(n);
  if (!/e/i.test(text)) return text;
  return new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 }).format(n);
}

/**
 * Spec §5: "Number formatting inserts comma thousands separators."
 * Accepts numbers and numeric strings; decimals are kept exactly as given.
 * Empty input (see {@link isEmpty}) gives an empty string; any other
 * non-numeric input is returned unchanged as text so nothing is silently lost.
 */
export function formatThousands(value: number | string | null | undefined): string {
  if (value === null || value === undefined || isEmpty(value)) return '';
  let text: string;
  if (typeof value === 'number') {
    text = toPlainString(value);
  } else {
    const trimmed = value.trim();
    if (!isNumericString(trimmed)) return value;
    text = /e/i.test(trimmed) ? toPlainString(Number(trimmed)) : trimmed;
  }
  const match = /^([+-]?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return text;
  const [, sign = '', integer = '', fraction = ''] = match;
  return `${sign === '+' ? '' : sign}${groupInteger(integer)}${fraction}`;
}
