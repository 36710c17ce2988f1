import { defineCatalogue } from '@portal/i18n';
import zh from './i18n/session.zh-CN.json';

/**
 * The session-expiry warning's strings (signed-in visitors only). A catalogue part of its own, so every public page's first
 * load, which carries the lib's main catalogue, does not carry these (issue 13).
 */
export const sessionText = defineCatalogue('shellSession', zh, () => import('./i18n/session.en.json'));
