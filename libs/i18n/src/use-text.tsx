import { i18n } from '@lingui/core';
import { use, useMemo, useSyncExternalStore } from 'react';
import type { Catalogue, Translate } from './catalogue';
import type { Locale } from './locale';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const snapshot = () => i18n.locale as Locale;

/**
 * The active interface language; components using it draw again when it changes. It reads Lingui's
 * one i18n instance directly, so any component can translate without a provider above it (unit
 * tests render components alone).
 */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * A catalogue's translate function in the active language. It changes identity when the language
 * changes, so memoised UI built from it follows. While the catalogue's messages of that language
 * are still on their way (a lib whose code loaded after the switch) the component suspends.
 */
export function useText<K extends string>(catalogue: Catalogue<K>): Translate<K> {
  const locale = useLocale();
  if (!catalogue.loaded(locale)) use(catalogue.load(locale));
  // The locale is the dependency: the function reads it when called.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo<Translate<K>>(() => (key, values) => catalogue.t(key, values), [catalogue, locale]);
}
