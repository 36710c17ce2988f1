import { createContext, useContext } from 'react';
import type { SiteConfig } from '@portal/site-config';

const SiteContext = createContext<SiteConfig | null>(null);

export const SiteContextProvider = SiteContext.Provider;

/** The current site's config; only valid under {@link SiteProviders}. */
export function useSite(): SiteConfig {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() must be used under <SiteProviders>');
  return site;
}
