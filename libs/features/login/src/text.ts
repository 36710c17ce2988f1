import { defineCatalogue, type Translate } from '@portal/i18n';
import zh from './i18n/zh-CN.json';

/** Every UI string of the login feature (issue 19: Chinese source, English beside it). */
export const loginText = defineCatalogue('login', zh, () => import('./i18n/en.json'));
export type LoginText = Translate<keyof typeof zh>;
