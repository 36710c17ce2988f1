import { defineCatalogue } from '@portal/i18n';
import zh from './i18n/respond.zh-CN.json';

/**
 * The strings of a signed-in corporation's response (its form and its earlier response), which load
 * for that corporation only. A catalogue part of its own, so /applylist's first load, which carries the
 * feature's main catalogue (the response panel's notices among it), does not carry them (issue 13).
 */
export const respondText = defineCatalogue('callsRespond', zh, () => import('./i18n/respond.en.json'));
