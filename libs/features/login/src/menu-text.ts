import { defineCatalogue } from '@portal/i18n';
import zh from './i18n/menu.zh-CN.json';

/**
 * The strings of the header's user area (the 登录 link, a signed-in user's menu). A catalogue part of its own: every public page's
 * first load carries it, and not the rest of the feature's strings (issue 13).
 */
export const loginMenuText = defineCatalogue('loginMenu', zh, () => import('./i18n/menu.en.json'));
