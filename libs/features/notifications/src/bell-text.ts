import { defineCatalogue } from '@portal/i18n';
import zh from './i18n/bell.zh-CN.json';

/**
 * The header bell's strings: a catalogue of their own, so the bell (on every workspace page) carries
 * two messages rather than the page's whole catalogue.
 */
export const bellText = defineCatalogue('notificationsBell', zh, () => import('./i18n/bell.en.json'));
