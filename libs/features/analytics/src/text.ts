import { defineCatalogue, type Translate } from '@portal/i18n';
import zh from './i18n/zh-CN.json';

/** Every UI string of the usage analytics page (issue 18, issue 19: Chinese source, English beside it). */
export const analyticsText = defineCatalogue('analytics', zh, () => import('./i18n/en.json'));
export type AnalyticsText = Translate<keyof typeof zh>;
export type AnalyticsKey = keyof typeof zh;
