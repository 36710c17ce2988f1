import type { ReactNode } from 'react';
import '../data-resource.css';

export interface ScrollRegionProps {
  /** The region's accessible name, e.g. 数据预览表. */
  label: string;
  /** `wide`: the table takes the width its columns need (the preview); otherwise at least 640 px. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A table that scrolls sideways on narrow screens (375 px) rather than squeezing its columns. The
 * scrolling region is focusable and named, so keyboard users can scroll it too (axe
 * scrollable-region-focusable).
 */
export function ScrollRegion({ label, wide = false, children }: ScrollRegionProps) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={wide ? 'resource-scroll-region resource-scroll-wide' : 'resource-scroll-region'}>
      {children}
    </div>
  );
}
