import { defineCatalogue, type Translate } from '@portal/i18n';
import zh from './i18n/zh-CN.json';

/**
 * The shell's own UI strings (issue 19: Chinese source, English beside it). Page labels, status
 * pages and the workspace's names are ui-kit's (`uiText`, `pageLabel`); only what the shell adds is here.
 */
export const shellText = defineCatalogue('shell', zh, () => import('./i18n/en.json'));
export type ShellText = Translate<keyof typeof zh>;
