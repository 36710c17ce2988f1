import { defineCatalogue, type Translate } from '@portal/i18n';
import { facetedListStrings, type FacetedListStrings } from '@portal/ui-kit';
import zh from './i18n/zh-CN.json';

/** Every UI string of the news feature (issue 19: Chinese source, English beside it). */
export const newsText = defineCatalogue('news', zh, () => import('./i18n/en.json'));
export type NewsText = Translate<keyof typeof zh>;

/** The list page's frame strings (ui-kit FacetedListPage) in the active language. */
export function newsListPageStrings(t: NewsText): FacetedListStrings {
  return facetedListStrings(t, { title: t('title'), home: t('home') });
}
