import { useMediaQuery } from './media-query';

/**
 * Whether the visitor asked their system for reduced motion (WCAG 2.3.3); follows a change of the
 * setting while the page is open. The theme then turns antd's motion off (drawers, modals, messages
 * and skeletons appear without sliding, fading or shimmering).
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', false);
}
