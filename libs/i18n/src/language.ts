import { i18n } from '@lingui/core';
import { localeReady } from './catalogue';
import { DEFAULT_LOCALE, storeLocale, storedLocale, type Locale } from './locale';

/** The `lang` of the page in each interface language. */
export const HTML_LANG: Record<Locale, string> = { 'zh-CN': 'zh-CN', en: 'en' };

export function activeLocale(): Locale {
  return i18n.locale as Locale;
}

/**
 * Switches the interface language: fetches the language's messages of every catalogue declared
 * so far, then activates it (every component using a catalogue draws again), remembers it and
 * sets `<html lang>`. Catalogues declared later fetch their messages as they load.
 */
export async function changeLocale(locale: Locale, options: { remember?: boolean } = {}): Promise<void> {
  await localeReady(locale);
  if (options.remember !== false) storeLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale];
  if (i18n.locale !== locale) i18n.activate(locale);
}

/**
 * Before the first render: the language the visitor chose on an earlier visit. A failure to
 * fetch its messages leaves the page in the default language rather than not showing it.
 */
export async function restoreLocale(): Promise<Locale> {
  const locale = storedLocale();
  if (locale === DEFAULT_LOCALE) {
    if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale];
    return locale;
  }
  try {
    await changeLocale(locale, { remember: false });
    return locale;
  } catch {
    return DEFAULT_LOCALE;
  }
}
