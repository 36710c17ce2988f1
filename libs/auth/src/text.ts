import { defineCatalogue, type Translate } from '@portal/i18n';
import zh from './i18n/zh-CN.json';

/**
 * The sign-in and sign-out dialogs and toasts (spec §4, §6, §8): Chinese source, English beside it
 * (issue 19). Outside React they are read when shown (`authText.t(key)`).
 */
export const authText = defineCatalogue('auth', zh, () => import('./i18n/en.json'));
export type AuthText = Translate<keyof typeof zh>;
