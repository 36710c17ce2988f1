import { defineCatalogue, type Translate } from '@portal/i18n';
import { facetedListStrings, type FacetedListStrings } from '@portal/ui-kit';
import zh from './i18n/zh-CN.json';

/** Every UI string of the calls-for-collection feature (issue 19: Chinese source, English beside it). */
export const callsText = defineCatalogue('calls', zh, () => import('./i18n/en.json'));
export type CallsText = Translate<keyof typeof zh>;

/** The list page's frame strings (ui-kit FacetedListPage) in the active language. */
export function callListPageStrings(t: CallsText): FacetedListStrings {
  return facetedListStrings(t, { title: t('listPage.title'), home: t('listPage.home') });
}
