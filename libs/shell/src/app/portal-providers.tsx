import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SiteConfig } from '@portal/site-config';
import { LoadingOverlay, PrefetchProvider, RenderTimeProvider, SiteBaseProviders, type HostLocation, type Prefetcher } from '@portal/ui-kit';
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
  /** Issue 15: the request's scheme and host when rendering on the server. */
  host?: HostLocation | undefined;
  /** Issue 15: when the server rendered the page (its clock, until the browser has taken it over). */
  renderedAt?: number | undefined;
}

/** Everything a page relies on: the site, server-state cache, prefetching, loading overlay (antd's scope comes with the pages that use antd). */
export function PortalProviders({ site, queryClient, pending, prefetch, children, staticStyles, nonce, host, renderedAt }: PortalProvidersProps) {
  return (
    <SiteBaseProviders site={site} staticStyles={staticStyles} nonce={nonce} host={host}>
      <QueryClientProvider client={queryClient}>
        <PrefetchProvider value={prefetch}>
          <RenderTimeProvider value={renderedAt}>
            {children}
            <LoadingOverlay counter={pending} />
          </RenderTimeProvider>
        </PrefetchProvider>
      </QueryClientProvider>
    </SiteBaseProviders>
  );
}
