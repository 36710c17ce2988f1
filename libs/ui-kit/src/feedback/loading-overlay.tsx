import { Spin } from 'antd';
import { useSyncExternalStore } from 'react';
import type { PendingCounter } from '@portal/util';

export interface LoadingOverlayProps {
  /** The pending-request counter (spec §7: the overlay shows while requests are pending). */
  counter: Pick<PendingCounter, 'getSnapshot' | 'subscribe'>;
  /** Delay before showing, so fast requests do not flash the overlay. */
  delayMs?: number;
}

/**
 * Readable label on the mask: antd's fullscreen mask (black at 0.45 over a white
 * page) and the white glow it puts behind the label leave the white "加载中" at
 * under 3:1; a darker mask without the glow gives 7:1 (WCAG AA needs 4.5:1).
 */
const overlayStyles = {
  root: { backgroundColor: 'rgba(0, 0, 0, 0.65)' },
  description: { textShadow: 'none' },
} as const;

/** Full-screen spinner shown while the counter is above zero. */
export function LoadingOverlay({ counter, delayMs = 200 }: LoadingOverlayProps) {
  const pending = useSyncExternalStore(counter.subscribe, counter.getSnapshot, counter.getSnapshot);
  return <Spin fullscreen spinning={pending > 0} delay={delayMs} description="加载中" aria-live="polite" styles={overlayStyles} />;
}
