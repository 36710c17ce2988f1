import type { ThemeConfig } from 'antd';
import { SURFACE_COLORS, contrastRatio, type Brand } from '@portal/site-config';

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

/** WCAG AA contrast for normal-size text. */
const AA_NORMAL_TEXT = 4.5;
/** WCAG AAA contrast (1.4.6): every colour of the age-friendly mode's text and fills. */
const AAA_TEXT = 7;
/** WCAG 1.4.11: a focus indicator (a non-text contrast) against what is next to it. */
const NON_TEXT = 3;

/**
 * The site footer's colours. SiteFooter paints both itself, so its text never
 * depends on a parent Layout having painted the background (11.9:1).
 */
export const FOOTER_COLORS = { background: '#1f2937', text: '#e5e7eb' } as const;

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

/** `weight` of `color` mixed with the rest of `other`, as #rrggbb. */
function mix(color: string, other: string, weight: number): string {
  const a = channels(color);
  const b = channels(other);
  return `#${a
    .map((value, i) =>
      Math.round(value * weight + b[i]! * (1 - weight))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `color`, darkened in small steps until it reaches `ratio` (AA text by default) on every background. */
function readableOn(color: string, backgrounds: readonly string[], ratio = AA_NORMAL_TEXT): string {
  let result = color;
  for (let step = 1; step < 20 && backgrounds.some((background) => contrastRatio(result, background) < ratio); step += 1) {
    result = mix(color, '#000000', 1 - step * 0.05);
  }
  return result;
}

const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'Helvetica Neue', Arial, sans-serif";

/**
 * antd's CSS-variable class of every site theme: antd puts it on each component's root, and the
 * theme's variables are scoped to it (issue 13: markup drawn without antd's code carries it too).
 */
export const THEME_CLASS = 'portal';

/** Base font sizes: antd's default, and the age-friendly reading mode's (GB/T 37668 适老化: ≥ 18 px body text). */
export const FONT_SIZE = { standard: 14, large: 18 } as const;

/** Control heights of the age-friendly mode: the smallest target is 44 × 44 (MIIT 适老化, WCAG 2.5.5). */
export const AGE_FRIENDLY_CONTROL = { small: 44, middle: 48, large: 56 } as const;

/**
 * Issue 19 §Older readers: the age-friendly mode's tokens. Every text and fill colour reaches 7:1
 * (white text on primary fills, brand links and status colours on the page), body text is 18 px
 * and every control at least 44 px high. Built from the site's brand, so each site keeps its hue.
 */
function ageFriendlyTokens(brand: Brand): ThemeConfig['token'] {
  const page = ['#ffffff', SURFACE_COLORS.container, SURFACE_COLORS.body];
  const primary = readableOn(brand.colorPrimary, page, AAA_TEXT);
  return {
    colorPrimary: primary,
    colorInfo: primary,
    colorLink: primary,
    colorLinkHover: readableOn(mix(primary, '#000000', 0.8), page, AAA_TEXT),
    colorLinkActive: readableOn(mix(primary, '#000000', 0.7), page, AAA_TEXT),
    colorPrimaryHover: readableOn(mix(primary, '#000000', 0.85), page, AAA_TEXT),
    colorPrimaryActive: readableOn(mix(primary, '#000000', 0.72), page, AAA_TEXT),
    colorSuccess: readableOn(ACCESSIBLE_STATUS.colorSuccess, page, AAA_TEXT),
    colorWarning: readableOn(ACCESSIBLE_STATUS.colorWarning, page, AAA_TEXT),
    colorError: readableOn(ACCESSIBLE_STATUS.colorError, page, AAA_TEXT),
    colorText: '#000000',
    colorTextHeading: '#000000',
    colorTextSecondary: 'rgba(0, 0, 0, 0.8)',
    colorTextDescription: 'rgba(0, 0, 0, 0.8)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.75)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.7)',
    fontSize: FONT_SIZE.large,
    controlHeightSM: AGE_FRIENDLY_CONTROL.small,
    controlHeight: AGE_FRIENDLY_CONTROL.middle,
    controlHeightLG: AGE_FRIENDLY_CONTROL.large,
  };
}

/**
 * antd theme of a site, from its brand seed tokens (and the visitor's reading mode and motion
 * preference: with `reducedMotion` antd's motion is off).
 */
export function createSiteTheme(
  brand: Brand,
  { largeText = false, reducedMotion = false }: { largeText?: boolean; reducedMotion?: boolean } = {},
): ThemeConfig {
  // Selected items (menus, selects) sit on a light tint of the brand colour.
  // antd derives that background from its palette, which for dark brand colours
  // is a muddy grey (#a3ada8 for #0f6e4f) that brand-coloured text fails on; the
  // tint is mixed with white instead, and the selected text darkened where needed.
  const selectedBg = mix(brand.colorPrimary, SURFACE_COLORS.container, 0.1);
  const selectedHoverBg = mix(brand.colorPrimary, SURFACE_COLORS.container, 0.16);
  const selectedText = readableOn(brand.colorPrimary, [selectedBg, selectedHoverBg]);
  // antd lightens a link on hover and focus (#57abff for #046af3: 2.4:1 on white), and a link
  // keeps its focus after a click (a download link, issue 21 §1): darker instead, still AA.
  const linkHover = readableOn(mix(brand.colorPrimary, '#000000', 0.8), [SURFACE_COLORS.container, SURFACE_COLORS.body]);
  const linkActive = readableOn(mix(brand.colorPrimary, '#000000', 0.7), [SURFACE_COLORS.container, SURFACE_COLORS.body]);
  // Issue 19: antd draws every focus ring in colorPrimaryBorder, a pale tint (1.9:1 on white), and
  // lightens a primary button on hover (white text at 3.2:1). The ring takes the brand colour (≥ 3:1
  // next to the page), and hover and press darken instead, keeping white text at AA.
  const surfaces = [SURFACE_COLORS.container, SURFACE_COLORS.body];
  const focusRing = readableOn(brand.colorPrimary, surfaces, NON_TEXT);
  const primaryHover = readableOn(mix(brand.colorPrimary, '#000000', 0.85), ['#ffffff', ...surfaces]);
  const primaryActive = readableOn(mix(brand.colorPrimary, '#000000', 0.72), ['#ffffff', ...surfaces]);
  return {
    cssVar: { key: THEME_CLASS },
    hashed: false,
    token: {
      ...ACCESSIBLE_STATUS,
      colorInfo: brand.colorPrimary,
      colorLink: brand.colorPrimary,
      colorLinkHover: linkHover,
      colorLinkActive: linkActive,
      colorPrimaryBorder: focusRing,
      colorPrimaryHover: primaryHover,
      colorPrimaryActive: primaryActive,
      colorTextDescription: 'rgba(0, 0, 0, 0.65)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      controlItemBgActive: selectedBg,
      controlItemBgActiveHover: selectedHoverBg,
      borderRadius: 6,
      fontFamily: FONT_FAMILY,
      fontSize: FONT_SIZE.standard,
      motion: !reducedMotion,
      ...brand,
      ...(largeText ? ageFriendlyTokens(brand) : {}),
    },
    components: {
      Layout: { headerBg: SURFACE_COLORS.container, bodyBg: SURFACE_COLORS.body, footerBg: FOOTER_COLORS.background, headerPadding: '0 24px' },
      Menu: { itemSelectedColor: selectedText, subMenuItemSelectedColor: selectedText },
    },
  };
}
