import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SiteConfig } from '@portal/site-config';
import { LoadingOverlay, PrefetchProvider, SiteProviders, type Prefetcher } from '@portal/ui-kit';
import type { PendingCounter } from '@portal/util';

export interface PortalProvidersProps {
  site: SiteConfig;
  queryClient: QueryClient;
  pending: PendingCounter;
  prefetch: Prefetcher;
  children: ReactNode;
  /** Issue 13: the page links the site's static antd stylesheet; antd runs zero-runtime. */
  staticStyles?: boolean;
  /** The page's CSP nonce (Vite's csp-nonce meta tag, filled in by the server). */
  nonce?: string | undefined;
}

/** Everything a page relies on: theme and locale, server-state cache, prefetching, loading overlay. */
export function PortalProviders({ site, queryClient, pending, prefetch, children, staticStyles, nonce }: PortalProvidersProps) {
  return (
    <SiteProviders site={site} staticStyles={staticStyles} nonce={nonce}>
      <QueryClientProvider client={queryClient}>
        <PrefetchProvider value={prefetch}>
          {children}
          <LoadingOverlay counter={pending} />
        </PrefetchProvider>
      </QueryClientProvider>
    </SiteProviders>
  );
}
