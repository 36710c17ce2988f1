import { Spin } from 'antd';
import { useSyncExternalStore } from 'react';
import type { PendingCounter } from '@portal/util';

export interface LoadingOverlayProps {
  /** The pending-request counter (spec §7: the overlay shows while requests are pending). */
  counter: Pick<PendingCounter, 'getSnapshot' | 'subscribe'>;
  /** Delay before showing, so fast requests do not flash the overlay. */
  delayMs?: number;
}

/** Full-screen spinner shown while the counter is above zero. */
export function LoadingOverlay({ counter, delayMs = 200 }: LoadingOverlayProps) {
  const pending = useSyncExternalStore(counter.subscribe, counter.getSnapshot, counter.getSnapshot);
  return <Spin fullscreen spinning={pending > 0} delay={delayMs} description="加载中" aria-live="polite" />;
}
