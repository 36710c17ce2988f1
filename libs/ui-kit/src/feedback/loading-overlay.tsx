import { useText } from '@portal/i18n';
import { uiText } from '../text';
import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import type { PendingCounter } from '@portal/util';
import { PlainSpinOverlay } from '../plain/surfaces';

export interface LoadingOverlayProps {
  /** The pending-request counter (spec §7: the overlay shows while requests are pending). */
  counter: Pick<PendingCounter, 'getSnapshot' | 'subscribe'>;
  /** Delay before showing, so fast requests do not flash the overlay. */
  delayMs?: number;
}

/**
 * Readable label on the mask: antd's fullscreen mask (black at 0.45 over a white
 * page) leaves the white "加载中" at under 3:1; a darker mask gives 7:1 (WCAG AA needs 4.5:1).
 */
const MASK = { backgroundColor: 'rgba(0, 0, 0, 0.65)' } as const;

const noneOnTheServer = () => 0;

/**
 * Full-screen spinner while the counter is above zero: antd's Spin markup, drawn without antd's
 * code (issue 13: it belongs to every page). The delay is a CSS animation delay (layout.css), so a
 * fast request never shows it and no timer runs.
 */
export function LoadingOverlay({ counter, delayMs = 200 }: LoadingOverlayProps) {
  const t = useText(uiText);
  // Issue 15: a server-rendered page was rendered once its data was in: no request pending there.
  const pending = useSyncExternalStore(counter.subscribe, counter.getSnapshot, noneOnTheServer) > 0;
  // Its words are said when it shows, not for a request too fast to see (issue 19, Orca pass: every
  // page load was announced as 加载中). The timer runs only while a request is pending.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [pending, delayMs]);
  return (
    <PlainSpinOverlay
      description={t('common.loading')}
      spinning={pending}
      announced={pending && shown}
      style={{ ...MASK, '--portal-overlay-delay': `${delayMs}ms` } as CSSProperties}
    />
  );
}
