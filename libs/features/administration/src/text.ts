import { defineCatalogue, type Translate } from '@portal/i18n';
import zh from './i18n/zh-CN.json';

/**
 * Every UI string of the administration area (issue 19: Chinese source, English beside it), grouped
 * by screen: `accounts.*`, `users.*`, `roles.*`, `dictionary.*`, `audit.*`, and `common.*` for what
 * they share. The contract's labels (staff types, clients, rights, dictionary kinds) have a key per value.
 */
export const administrationText = defineCatalogue('administration', zh, () => import('./i18n/en.json'));
export type AdministrationText = Translate<keyof typeof zh>;
