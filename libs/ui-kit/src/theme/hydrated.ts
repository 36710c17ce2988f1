import { createContext, useContext, useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * Issue 15: false while the page the server rendered is being taken over (and on the server),
 * true after: what only the browser knows (history state, the clock) is drawn once the markup is
 * the browser's own, so the first render matches the server's. A page rendered in the browser
 * from the start is hydrated at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}

/** The time the server rendered the page (ms since the epoch); none in a page the browser rendered. */
const RenderTimeContext = createContext<number | undefined>(undefined);

export const RenderTimeProvider = RenderTimeContext.Provider;

/** Issue 15: whether this page came rendered from the server (it is being, or was, taken over). */
export function useServerRendered(): boolean {
  return useContext(RenderTimeContext) !== undefined;
}

/**
 * Issue 15: "now" for what a page works out from the clock (a countdown, the year): the server's
 * render time on the server and while the browser takes the page over, so both draw the same; the
 * browser's clock after.
 */
export function useNow(): number {
  const rendered = useContext(RenderTimeContext);
  const hydrated = useHydrated();
  return hydrated || rendered === undefined ? Date.now() : rendered;
}
