import { activeLocale, DEFAULT_LOCALE, defineCatalogue } from '@portal/i18n';
import { apiText } from './text';

/**
 * Issue 19 §English: the contract's messages (form checks shared with the server, and so the
 * server's `msg` for a refused request) are Chinese text used as their own ids
 * (libs/api-contract/src/i18n: zh-CN.json lists them, en.json translates them). Only the English
 * catalogue is fetched, when a visitor chooses English; in Chinese a message is shown as it came.
 */
const contractText = defineCatalogue('contract', {} as Record<string, string>, () => import('@portal/api-contract/i18n/en.json'));

/** A message of the catalogue in the active language, or undefined when it has none. */
function known(message: string): string | undefined {
  const translated = contractText.t(message);
  return translated === `${contractText.namespace}.${message}` ? undefined : translated;
}

/**
 * The contract's messages built from a label and a limit (`${label}不能超过${max}个字符`): the
 * label is looked up like any message, the sentence is the api catalogue's.
 */
const BUILT = [
  { pattern: /^(.+)不能超过(\d+)个字符$/, key: 'contract.maxLength', value: 'max' },
  { pattern: /^(.+)不能超过(\d+)个$/, key: 'contract.maxItems', value: 'max' },
  { pattern: /^请填写(.+)$/, key: 'contract.required', value: null },
  { pattern: /^(.+)必须是整数$/, key: 'contract.integer', value: null },
  { pattern: /^(.+)不能小于(-?\d+)$/, key: 'contract.min', value: 'min' },
  { pattern: /^(.+)不能大于(-?\d+)$/, key: 'contract.max', value: 'max' },
] as const;

/** A contract or server message in the interface language; one the catalogue does not know stays as it is. */
export function contractMessage(message: string): string {
  const locale = activeLocale();
  if (!message || locale === DEFAULT_LOCALE || !contractText.loaded(locale)) return message;
  const whole = known(message);
  if (whole !== undefined) return whole;
  for (const { pattern, key, value } of BUILT) {
    const match = pattern.exec(message);
    const label = match?.[1] === undefined ? undefined : known(match[1]);
    if (match && label !== undefined) return apiText.t(key, { label, ...(value ? { [value]: match[2] ?? '' } : {}) });
  }
  return message;
}
