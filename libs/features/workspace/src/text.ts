import { defineCatalogue, type Translate } from '@portal/i18n';
import zh from './i18n/zh-CN.json';

/** Every UI string of the workspace homes and the user detail (issue 19: Chinese source, English beside it). */
export const workspaceText = defineCatalogue('workspace', zh, () => import('./i18n/en.json'));
export type WorkspaceText = Translate<keyof typeof zh>;
