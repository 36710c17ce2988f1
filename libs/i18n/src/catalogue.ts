import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from './locale';

/**
 * Message catalogues (issue 19 §English, decision 0032). Each lib that draws UI owns one
 * catalogue: `src/i18n/zh-CN.json` (the source, flat keys, ICU MessageFormat) and
 * `src/i18n/en.json`, declared once in the lib with {@link defineCatalogue}. Lingui formats
 * the messages; production builds import them compiled (tools/vite-config lingui-catalogues.ts),
 * tests and the dev server compile them on first use (Lingui's development runtime).
 *
 * The Chinese catalogue is bundled with the code that uses it; the English one is a chunk of its
 * own, fetched only when a visitor chooses English.
 */
export type MessageValues = Record<string, string | number>;

/** Translates a key of one catalogue in the active language. */
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

export interface Catalogue<K extends string> {
  readonly namespace: string;
  /** A message of this catalogue in the active language (outside React: read when called). */
  readonly t: Translate<K>;
  /** Resolves when the catalogue's messages of `locale` are loaded. */
  load(locale: Locale): Promise<void>;
  /** Whether the catalogue's messages of `locale` are loaded (then {@link Catalogue.load} resolves at once). */
  loaded(locale: Locale): boolean;
}

type LocaleLoader = () => Promise<{ default: unknown }>;

const catalogues = new Map<string, Catalogue<string>>();

// Lingui formats nothing before a locale is active; the default language's messages arrive
// with each catalogue as its module loads.
if (!i18n.locale) i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} });

function prefixed(namespace: string, messages: unknown): Messages {
  const out: Messages = {};
  for (const [key, message] of Object.entries(messages as Messages)) out[`${namespace}.${key}`] = message;
  return out;
}

/**
 * Declares a lib's catalogue. `source` is its Chinese catalogue (imported JSON), whose keys type
 * every call; `english` imports the English one, which must have every key (TypeScript checks
 * it, and tools/lint/catalogues.test.ts checks keys and placeholders of every catalogue).
 * A key missing at run time in English falls back to the Chinese message, never to the key.
 */
export function defineCatalogue<S extends Record<string, string>>(
  namespace: string,
  source: S,
  english: () => Promise<{ default: Record<keyof S, string> }>,
): Catalogue<keyof S & string> {
  const existing = catalogues.get(namespace);
  if (existing) return existing as Catalogue<keyof S & string>;
  const sourceMessages = prefixed(namespace, source);
  i18n.load(DEFAULT_LOCALE, sourceMessages);
  const loaders: Partial<Record<Locale, LocaleLoader>> = { en: english };
  const done = new Set<Locale>([DEFAULT_LOCALE]);
  const pending = new Map<Locale, Promise<void>>();
  const catalogue: Catalogue<keyof S & string> = {
    namespace,
    // The Chinese message is the fallback of a key the active language lacks (or has not loaded yet).
    t: (key, values) => i18n._(`${namespace}.${key}`, values, { message: source[key] }),
    loaded: (locale) => done.has(locale),
    load(locale) {
      if (done.has(locale)) return Promise.resolve();
      const loader = loaders[locale];
      if (!loader) return Promise.resolve();
      let promise = pending.get(locale);
      if (!promise) {
        promise = loader().then(
          (module) => {
            i18n.load(locale, prefixed(namespace, module.default));
            done.add(locale);
          },
          (error: unknown) => {
            // A failed chunk may be fetched again on the next attempt.
            pending.delete(locale);
            throw error;
          },
        );
        pending.set(locale, promise);
      }
      return promise;
    },
  };
  catalogues.set(namespace, catalogue as Catalogue<string>);
  // A lib whose code loads after the visitor chose another language fetches its messages at once.
  if (i18n.locale !== DEFAULT_LOCALE) void catalogue.load(i18n.locale as Locale).catch(() => undefined);
  return catalogue;
}

/** What else a language needs before it shows (antd's own texts), registered by the lib that uses it. */
const resources = new Set<(locale: Locale) => Promise<unknown> | undefined>();

/** Registers something a language needs fetched before it shows; changeLocale and localeReady wait for it. */
export function registerLocaleResource(load: (locale: Locale) => Promise<unknown> | undefined): void {
  resources.add(load);
}

/**
 * Resolves when every catalogue declared so far, and every registered resource, has `locale`'s
 * messages. The shell waits for it after a page's code loads, so a page whose lib arrived after the
 * language was chosen renders in that language at once instead of suspending.
 */
export function localeReady(locale: Locale = i18n.locale as Locale): Promise<void> {
  return Promise.all([...declaredCatalogues().map((catalogue) => catalogue.load(locale)), ...[...resources].map((load) => load(locale))]).then(() => undefined);
}

/** Every catalogue declared so far (the libs whose code has loaded). */
export function declaredCatalogues(): readonly Catalogue<string>[] {
  return [...catalogues.values()];
}

/**
 * A lazy component's loader that resolves once every catalogue its code declared has the active
 * language's messages, as the shell does for a page (issue 19). A component whose catalogue arrives
 * with its own chunk then renders in that language at once instead of suspending mid-render.
 */
export function withLocaleReady<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().then(async (module) => {
      await localeReady().catch(() => undefined);
      return module;
    });
}
