import { THEME_CLASS } from '../theme/site-theme';

/**
 * Issue 13: public pages draw antd's markup without antd's code. The site's static stylesheet
 * (tools/vite-config antd-static-css) styles these class names exactly as it styles antd's own
 * components, so a page looks the same while its first load carries no antd JavaScript.
 */
export const THEME = THEME_CLASS;

export type ButtonType = 'primary' | 'default' | 'text' | 'link';

export interface ButtonLook {
  type?: ButtonType;
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'circle';
  /** The button shows only its icon (its name comes from aria-label). */
  iconOnly?: boolean;
  block?: boolean;
  className?: string | undefined;
}

const COLOR: Record<ButtonType, string> = { primary: 'primary', default: 'default', text: 'default', link: 'link' };
const VARIANT: Record<ButtonType, string> = { primary: 'solid', default: 'outlined', text: 'text', link: 'link' };

/** The class names antd's Button puts on its root for the same props. */
export function buttonClass({ type = 'default', size = 'middle', shape = 'default', iconOnly = false, block = false, className }: ButtonLook = {}): string {
  return [
    'ant-btn',
    THEME,
    shape === 'circle' ? 'ant-btn-circle' : '',
    `ant-btn-${type}`,
    `ant-btn-color-${COLOR[type]}`,
    `ant-btn-variant-${VARIANT[type]}`,
    size === 'small' ? 'ant-btn-sm' : size === 'large' ? 'ant-btn-lg' : '',
    iconOnly ? 'ant-btn-icon-only' : '',
    block ? 'ant-btn-block' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Joins class names, skipping empty ones. */
export const cx = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');
