import { defineCatalogue, type Translate } from '@portal/i18n';
import zh from '../i18n/editor.zh-CN.json';

/**
 * The content wall editor's UI strings (a catalogue of their own, so the public home page's first
 * load carries only the wall's few strings; issue 13 bytes, issue 19 languages).
 */
export const homeEditorText = defineCatalogue('homeEditor', zh, () => import('../i18n/editor.en.json'));
export type HomeEditorKey = keyof typeof zh;
export type HomeEditorText = Translate<HomeEditorKey>;
