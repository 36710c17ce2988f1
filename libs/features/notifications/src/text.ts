import { defineCatalogue, type Translate } from '@portal/i18n';
import zh from './i18n/zh-CN.json';

/** Every UI string of the notifications page (issue 22; issue 19: Chinese source, English beside it). */
export const notificationsText = defineCatalogue('notifications', zh, () => import('./i18n/en.json'));
export type NotificationsText = Translate<keyof typeof zh>;
