import { defineCatalogue } from '@portal/i18n';
import zh from './i18n/zh-CN.json';

/** Every UI string of the static pages (issue 19: Chinese source, English beside it). */
export const pagesText = defineCatalogue('pages', zh, () => import('./i18n/en.json'));
