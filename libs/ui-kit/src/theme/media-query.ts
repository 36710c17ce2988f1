import { useCallback, useSyncExternalStore } from 'react';

const list = (query: string): MediaQueryList | undefined => (typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(query) : undefined);

/**
 * Whether a media query matches, read with matchMedia while rendering (so the first paint is already
 * right) and followed while the page is open. `fallback` answers where there is no matchMedia.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = list(query);
      media?.addEventListener?.('change', onChange);
      return () => media?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => list(query)?.matches ?? fallback,
    () => fallback,
  );
}
