import type { ReactNode } from 'react';
import type { SiteConfig } from '@portal/site-config';
import { PageHostProvider, type HostLocation } from '../navigation/page-host';
import { AntdEnvProvider } from './antd-env';
import { ReadingModeProvider } from './reading-mode';
import { SiteContextProvider } from './site-context';

export interface SiteBaseProvidersProps {
  site: SiteConfig;
  children: ReactNode;
  /** The page links the site's static antd stylesheet; antd runs zero-runtime (see AntdEnv). */
  staticStyles?: boolean;
  /** The page's CSP nonce, for the few <style> elements antd still adds. */
  nonce?: string | undefined;
  /** Issue 15: the request's scheme and host when rendering on the server (the window's in the browser). */
  host?: HostLocation | undefined;
}

/**
 * What every page of a site relies on, without antd's code (issue 13): the site record, how antd
 * runs when a page needs it, and the reading mode. The app mounts this; pages that use antd get
 * their AntdScope from the shell.
 */
export function SiteBaseProviders({ site, children, staticStyles = false, nonce, host }: SiteBaseProvidersProps) {
  return (
    <SiteContextProvider value={site}>
      <PageHostProvider value={host ?? null}>
        <AntdEnvProvider value={{ staticStyles, nonce }}>
          <ReadingModeProvider>{children}</ReadingModeProvider>
        </AntdEnvProvider>
      </PageHostProvider>
    </SiteContextProvider>
  );
}
