import { defineCatalogue, type Translate } from '@portal/i18n';
import { facetedListStrings, type FacetedListStrings } from '@portal/ui-kit';
import zh from './i18n/zh-CN.json';

/** Every UI string of the policy feature (issue 19: Chinese source, English beside it). */
export const policyText = defineCatalogue('policy', zh, () => import('./i18n/en.json'));
export type PolicyText = Translate<keyof typeof zh>;

/** The list page's frame strings (ui-kit FacetedListPage) in the active language. */
export function policyListPageStrings(t: PolicyText): FacetedListStrings {
  return facetedListStrings(t, { title: t('title'), home: t('home') });
}
