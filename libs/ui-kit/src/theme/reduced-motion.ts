import { useSyncExternalStore } from 'react';

/** The visitor's system setting to minimise non-essential motion (WCAG 2.3.3). */
const QUERY = '(prefers-reduced-motion: reduce)';

function media(): MediaQueryList | undefined {
  return typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

const current = () => media()?.matches === true;

/**
 * Whether the visitor asked their system for reduced motion; follows a change of the setting
 * while the page is open. The theme then turns antd's motion off (drawers, modals, messages and
 * skeletons appear without sliding, fading or shimmering).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, current, () => false);
}
