import type { ThemeConfig } from 'antd';
import { SURFACE_COLORS, type Brand } from '@portal/site-config';

/**
 * Status colours darker than antd's defaults: antd 6's defaults fail WCAG AA
 * colour contrast for white text on success/warning and for green tags
 * (toolchain pitfall 8), so the theme fixes the tokens instead of silencing axe.
 */
const ACCESSIBLE_STATUS = {
  colorSuccess: '#237804',
  colorWarning: '#ad4e00',
  colorError: '#c41d2f',
} as const;

const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'Helvetica Neue', Arial, sans-serif";

/** antd theme of a site, from its brand seed tokens. */
export function createSiteTheme(brand: Brand): ThemeConfig {
  return {
    cssVar: { key: 'portal' },
    hashed: false,
    token: {
      ...ACCESSIBLE_STATUS,
      colorInfo: brand.colorPrimary,
      colorLink: brand.colorPrimary,
      colorTextDescription: 'rgba(0, 0, 0, 0.65)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      borderRadius: 6,
      fontFamily: FONT_FAMILY,
      ...brand,
    },
    components: {
      Layout: { headerBg: SURFACE_COLORS.container, bodyBg: SURFACE_COLORS.body, footerBg: '#1f2937', headerPadding: '0 24px' },
    },
  };
}
