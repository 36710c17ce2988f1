import { activeLocale, DEFAULT_LOCALE, defineCatalogue } from '@portal/i18n';

/**
 * Issue 19 §English: the contract's messages (form checks shared with the server, and so the
 * server's `msg` for a refused request) are Chinese text used as their own ids
 * (libs/api-contract/src/i18n: zh-CN.json lists them, en.json translates them). Only the English
 * catalogue is fetched, when a visitor chooses English; in Chinese a message is shown as it came.
 */
const contractText = defineCatalogue('contract', {} as Record<string, string>, () => import('@portal/api-contract/i18n/en.json'));

/** A contract or server message in the interface language; one the catalogue does not know stays as it is. */
export function contractMessage(message: string): string {
  const locale = activeLocale();
  if (!message || locale === DEFAULT_LOCALE || !contractText.loaded(locale)) return message;
  const translated = contractText.t(message);
  return translated === `${contractText.namespace}.${message}` ? message : translated;
}
