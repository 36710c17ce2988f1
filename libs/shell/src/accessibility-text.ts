import { defineCatalogue } from '@portal/i18n';
import zh from './i18n/accessibility.zh-CN.json';

/**
 * The accessibility statement (/accessibility, 无障碍声明). A catalogue part of its own, so every public page's first
 * load, which carries the lib's main catalogue, does not carry these (issue 13).
 */
export const accessibilityText = defineCatalogue('shellAccessibility', zh, () => import('./i18n/accessibility.en.json'));
