import { createContext, useContext } from 'react';

/** Where the page is served: what links to the other sites of the portal are built from. */
export type HostLocation = Pick<Location, 'protocol' | 'host'>;

/**
 * Issue 15: the page's scheme and host. In the browser the window's; on the server the request's
 * (given by the renderer), so a page rendered there links to the same addresses as in the browser.
 */
const PageHostContext = createContext<HostLocation | null>(null);

export const PageHostProvider = PageHostContext.Provider;

export function usePageHost(): HostLocation {
  const host = useContext(PageHostContext);
  if (host) return host;
  if (typeof window === 'undefined') throw new Error('usePageHost: rendered outside a browser without a PageHostProvider');
  return window.location;
}
