import { defineCatalogue, type Translate } from '@portal/i18n';
import zh from './i18n/zh-CN.json';

/**
 * Every UI string of the home feature: the public content wall, and its editor under `editor.`
 * (issue 19: Chinese source, English beside it).
 */
export const homeText = defineCatalogue('home', zh, () => import('./i18n/en.json'));
export type HomeKey = keyof typeof zh;
export type HomeText = Translate<HomeKey>;
