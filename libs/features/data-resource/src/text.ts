import { defineCatalogue, type Translate } from '@portal/i18n';
import { facetedListStrings, type FacetedListStrings } from '@portal/ui-kit';
import zh from './i18n/zh-CN.json';

/** Every UI string of the data-resource feature (issue 19: Chinese source, English beside it). */
export const dataResourceText = defineCatalogue('dataResource', zh, () => import('./i18n/en.json'));
export type DataResourceText = Translate<keyof typeof zh>;

/** The list page's frame strings (ui-kit FacetedListPage) in the active language. */
export function resourceListPageStrings(t: DataResourceText): FacetedListStrings {
  return facetedListStrings(t, { title: t('title'), home: t('home') });
}

/** The sort menu's choices, `<sort>:<order>` (relevance is offered only with a keyword, issue 16). */
export function resourceSortLabels(t: DataResourceText) {
  return {
    'relevance:desc': t('sort.relevance'),
    'updated:desc': t('sort.updated'),
    'published:desc': t('sort.published'),
    'records:desc': t('sort.recordsDesc'),
    'records:asc': t('sort.recordsAsc'),
    'name:asc': t('sort.name'),
  } as const;
}
