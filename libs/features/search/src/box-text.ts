import { defineCatalogue } from '@portal/i18n';
import zh from './i18n/box.zh-CN.json';

/**
 * The strings of the header's search box. A catalogue part of its own: every public page's
 * first load carries it, and not the rest of the feature's strings (issue 13).
 */
export const searchBoxText = defineCatalogue('searchBox', zh, () => import('./i18n/box.en.json'));
