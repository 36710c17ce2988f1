import type { Locale as AntdLocale } from 'antd/es/locale';
import { defineCatalogue, registerLocaleResource, type Locale, type Translate } from '@portal/i18n';
import zh from './i18n/zh-CN.json';

/**
 * ui-kit's own UI strings, and the label of every page of the paths registry (`page.<pattern>`),
 * which the menus, breadcrumbs and document titles show (issue 19: Chinese source, English beside it).
 */
export const uiText = defineCatalogue('ui', zh, () => import('./i18n/en.json'));
export type UiKey = keyof typeof zh;
export type UiText = Translate<UiKey>;

/** A page's label in the active language: its registry label when the catalogue has no entry for it. */
export function pageLabel(t: UiText, entry: { path: string; label: string }): string {
  const key = `page.${entry.path}`;
  return key in zh ? t(key as UiKey) : entry.label;
}

/** A site's name in the interface language (the directory has both: `nameZh`, `nameEn`). */
export function siteName(locale: Locale, site: { nameZh: string; nameEn?: string | undefined }): string {
  return locale === 'en' && site.nameEn ? site.nameEn : site.nameZh;
}

/** A site's short region name (南京 / Nanjing): in English the first word of `nameEn`. */
export function regionName(locale: Locale, site: { regionZh: string; nameEn?: string | undefined }): string {
  return locale === 'en' && site.nameEn ? (site.nameEn.split(' ')[0] ?? site.regionZh) : site.regionZh;
}

let antdEnglish: AntdLocale | undefined;
let antdEnglishLoad: Promise<AntdLocale> | undefined;

/** antd's English texts (pagination, empty states, pickers): a chunk of their own, fetched with the English catalogues. */
export function loadAntdEnglish(): Promise<AntdLocale> {
  antdEnglishLoad ??= import('antd/locale/en_US').then(
    (module) => (antdEnglish = module.default),
    (error: unknown) => {
      antdEnglishLoad = undefined;
      throw error;
    },
  );
  return antdEnglishLoad;
}

/** antd's English texts if fetched already. */
export const loadedAntdEnglish = (): AntdLocale | undefined => antdEnglish;

registerLocaleResource((locale) => (locale === 'en' ? loadAntdEnglish() : undefined));
