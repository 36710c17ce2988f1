import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { use, useMemo, type ReactNode } from 'react';
import { useLocale, type Locale } from '@portal/i18n';
import { UI_CONSTANTS } from '../constants';
import { useDialogLayer } from '../listing/dialog-layer';
import { InAntdScopeProvider, useAntdEnv } from './antd-env';
import { useReadingMode } from './reading-mode';
import { usePrefersReducedMotion } from './reduced-motion';
import { useSite } from './site-context';
import { createSiteTheme } from './site-theme';
import { loadAntdEnglish, loadedAntdEnglish } from '../text';
import { validateMessages } from './validate-messages';

const { message, notification } = UI_CONSTANTS;

const messageConfig = { top: message.top, duration: message.duration };
const notificationConfig = {
  duration: notification.duration,
  top: UI_CONSTANTS.defaultTopOffset,
  stack: { threshold: notification.threshold, offset: notification.offset },
};

const CHINESE_FORM = { validateMessages };
// antd's English locale brings its own form messages.
const ENGLISH_FORM = {};

/** antd's own texts (pagination, empty states, pickers) and form messages in the interface language; English is fetched when chosen. */
function useAntdLocale(locale: Locale): { locale: AntdLocale; form: { validateMessages?: typeof validateMessages } } {
  // Fetched with the English catalogues (text.ts); a scope drawn before that waits for it.
  const english = locale === 'en' ? (loadedAntdEnglish() ?? use(loadAntdEnglish())) : undefined;
  return english ? { locale: english, form: ENGLISH_FORM } : { locale: zhCN, form: CHINESE_FORM };
}

/**
 * Where antd's components render: its ConfigProvider with the site's theme, the zh-CN locale and
 * the Chinese form messages, plus antd's App for context-aware message/notification/modal with
 * the spec §9 numbers. Issue 13: not part of every page — the shell wraps the pages that use antd
 * in it (loaded beside their chunk), and the frame's few antd pieces (the menu drawer, the user
 * menu, toasts) bring their own when first needed; public pages drawn without antd need none.
 * Every chunk that renders it is loaded with `withAntdStylesheet` (antd-stylesheet.ts), so antd's
 * whole static sheet applies before antd's own class names render.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { brand } = useSite();
  const { staticStyles, nonce } = useAntdEnv();
  const { largeText } = useReadingMode();
  const { locale, form } = useAntdLocale(useLocale());
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(
    () => ({ ...createSiteTheme(brand, { largeText, reducedMotion }), ...(staticStyles ? { zeroRuntime: true } : {}) }),
    [brand, largeText, reducedMotion, staticStyles],
  );
  const csp = useMemo(() => (nonce ? { nonce } : undefined), [nonce]);
  // Inside a modal <dialog> (DetailDrawer) the rest of the page is inert: antd's popups render in the dialog.
  const layer = useDialogLayer();
  const popupContainer = useMemo(() => (layer ? { getPopupContainer: () => layer } : {}), [layer]);
  return (
    <ConfigProvider locale={locale} theme={theme} form={form} {...(csp ? { csp } : {})} {...popupContainer}>
      <App message={messageConfig} notification={notificationConfig}>
        <InAntdScopeProvider value>{children}</InAntdScopeProvider>
      </App>
    </ConfigProvider>
  );
}

export default AntdScope;
