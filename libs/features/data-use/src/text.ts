import { defineCatalogue, type Translate } from '@portal/i18n';
import zh from './i18n/zh-CN.json';

/** Every UI string of the data-use feature (issue 22; decision 0032: Chinese source, English beside it). */
export const dataUseText = defineCatalogue('dataUse', zh, () => import('./i18n/en.json'));
export type DataUseText = Translate<keyof typeof zh>;
