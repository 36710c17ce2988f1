export {
  defineCatalogue,
  declaredCatalogues,
  localeReady,
  registerLocaleResource,
  withLocaleReady,
  type Catalogue,
  type MessageValues,
  type Translate,
} from './catalogue';
export { activeLocale, changeLocale, restoreLocale, HTML_LANG } from './language';
export { CONTENT_LANG, DEFAULT_LOCALE, LANGUAGE_KEY, LOCALES, isLocale, storedLocale, type Locale } from './locale';
export { useLocale, useText } from './use-text';
