import { defineCatalogue, type Translate } from '@portal/i18n';
import zh from './i18n/review.zh-CN.json';

/**
 * The strings of the workspace's review parts (issue 22: the upload list and the review timeline). A
 * catalogue part of its own, so the public pages' first load, which carries ui-kit's main catalogue,
 * does not carry them (issue 13).
 */
export const reviewText = defineCatalogue('uiReview', zh, () => import('./i18n/review.en.json'));
export type ReviewText = Translate<keyof typeof zh>;
