import { defineCatalogue, type Translate } from '@portal/i18n';
import zh from './i18n/zh-CN.json';

/**
 * The client's user-facing messages (spec §8, issue 21 §1): Chinese source, English beside it
 * (issue 19). Read when a message is shown (`apiText.t(key)`), so it follows the active language.
 */
export const apiText = defineCatalogue('api', zh, () => import('./i18n/en.json'));
export type ApiText = Translate<keyof typeof zh>;
