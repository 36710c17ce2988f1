/**
 * The interface languages (issue 19 §English): Simplified Chinese by default, English on the
 * visitor's choice, remembered on this device under LANGUAGE_KEY.
 */
export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Local storage key of the chosen language (absent = the default). */
export const LANGUAGE_KEY = 'language';

/** The language content stored only in Chinese is marked with, whatever the interface language. */
export const CONTENT_LANG = 'zh-CN';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function storedLocale(): Locale {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    if (locale === DEFAULT_LOCALE) localStorage.removeItem(LANGUAGE_KEY);
    else localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
}
