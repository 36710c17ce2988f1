import { defineCatalogue, type Translate } from '@portal/i18n';
import zh from './i18n/mine.zh-CN.json';

/**
 * The strings of 我的反馈 (/workspace/call/responses, a corporation's own responses). A catalogue part
 * of its own, so /applylist's first load, which carries the feature's main catalogue, does not carry
 * them (issue 13).
 */
export const myResponsesText = defineCatalogue('callsMine', zh, () => import('./i18n/mine.en.json'));
export type MyResponsesText = Translate<keyof typeof zh>;
