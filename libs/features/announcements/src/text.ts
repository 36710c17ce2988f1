import { defineCatalogue, type Translate } from '@portal/i18n';
import zh from './i18n/zh-CN.json';

/** Every UI string of the announcements feature (issue 19: Chinese source, English beside it). */
export const announcementsText = defineCatalogue('announcements', zh, () => import('./i18n/en.json'));
export type AnnouncementsText = Translate<keyof typeof zh>;
