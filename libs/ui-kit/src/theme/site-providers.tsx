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
}

/**
 * antd ConfigProvider with the site's theme, the zh-CN locale and the Chinese
 * form messages, plus antd's App for context-aware message/notification/modal
 * configured with the spec §9 numbers.
 */
export function SiteProviders({ site, children }: SiteProvidersProps) {
  return (
    <SiteContextProvider value={site}>
      <ReadingModeProvider>
        <ThemedApp brand={site.brand}>{children}</ThemedApp>
      </ReadingModeProvider>
    </SiteContextProvider>
  );
}

function ThemedApp({ brand, children }: { brand: SiteConfig['brand']; children: ReactNode }) {
  const { largeText } = useReadingMode();
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => createSiteTheme(brand, { largeText, reducedMotion }), [brand, largeText, reducedMotion]);
  return (
    <ConfigProvider locale={zhCN} theme={theme} form={{ validateMessages }}>
      <App message={messageConfig} notification={notificationConfig}>
        {children}
      </App>
    </ConfigProvider>
  );
}
