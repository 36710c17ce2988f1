import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the viewport is at least `px` wide (768 is antd's `md`), read with matchMedia while
 * rendering, so the first paint is already right (antd's Grid.useBreakpoint measured after it).
 * The layout itself switches by the same media query in listing.css; this only mirrors it where
 * the markup must say it too (a folded panel is `hidden`, fewer page buttons).
 */
export function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(query) : undefined;
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => (typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(query).matches : true), () => true);
}
