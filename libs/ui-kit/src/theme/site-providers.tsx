import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useMemo, type ReactNode } from 'react';
import type { SiteConfig } from '@portal/site-config';
import { UI_CONSTANTS } from '../constants';
import { ReadingModeProvider, useReadingMode } from './reading-mode';
import { usePrefersReducedMotion } from './reduced-motion';
import { SiteContextProvider } from './site-context';
import { createSiteTheme } from './site-theme';
import { validateMessages } from './validate-messages';

const { message, notification } = UI_CONSTANTS;

const messageConfig = { top: message.top, duration: message.duration };
const notificationConfig = {
  duration: notification.duration,
  top: UI_CONSTANTS.defaultTopOffset,
  stack: { threshold: notification.threshold, offset: notification.offset },
};

export interface SiteProvidersProps {
  site: SiteConfig;
  children: ReactNode;
  /**
   * Issue 13: the page links the site's static antd stylesheet (built by tools/vite-config), so antd
   * runs in its zero-runtime mode and generates no style in the browser. Off in tests and stories,
   * where antd generates the same styles at run time.
   */
  staticStyles?: boolean;
  /** The page's CSP nonce, for the few <style> elements antd still adds (its theme's variables). */
  nonce?: string | undefined;
}

/**
 * antd ConfigProvider with the site's theme, the zh-CN locale and the Chinese
 * form messages, plus antd's App for context-aware message/notification/modal
 * configured with the spec §9 numbers.
 */
export function SiteProviders({ site, children, staticStyles = false, nonce }: SiteProvidersProps) {
  return (
    <SiteContextProvider value={site}>
      <ReadingModeProvider>
        <ThemedApp brand={site.brand} staticStyles={staticStyles} nonce={nonce}>
          {children}
        </ThemedApp>
      </ReadingModeProvider>
    </SiteContextProvider>
  );
}

function ThemedApp({ brand, children, staticStyles, nonce }: { brand: SiteConfig['brand']; children: ReactNode; staticStyles: boolean; nonce: string | undefined }) {
  const { largeText } = useReadingMode();
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(
    () => ({ ...createSiteTheme(brand, { largeText, reducedMotion }), ...(staticStyles ? { zeroRuntime: true } : {}) }),
    [brand, largeText, reducedMotion, staticStyles],
  );
  const csp = useMemo(() => (nonce ? { nonce } : undefined), [nonce]);
  return (
    <ConfigProvider locale={zhCN} theme={theme} form={{ validateMessages }} {...(csp ? { csp } : {})}>
      <App message={messageConfig} notification={notificationConfig}>
        {children}
      </App>
    </ConfigProvider>
  );
}
