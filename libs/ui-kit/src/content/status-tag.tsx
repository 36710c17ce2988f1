import type { ReactNode } from 'react';
import { PlainTag } from '../plain/tag';

/** What a status means to the reader, independent of any one feature's statuses. */
export type StatusTone = 'neutral' | 'info' | 'progress' | 'success' | 'danger' | 'warning' | 'accent';

// Dark colours as text on a light tint of themselves (antd's filled tag with a custom colour: the
// same hue at 95 % lightness, precomputed here as antd computed it in script), which keeps WCAG AA
// contrast at 12 px (antd's preset colours do not).
const TONE_COLORS: Record<StatusTone, { color: string; background: string }> = {
  neutral: { color: '#595959', background: '#f2f2f2' },
  info: { color: '#0958d9', background: '#e7f0fe' },
  progress: { color: '#003eb3', background: '#e5eeff' },
  success: { color: '#237804', background: '#edfee6' },
  danger: { color: '#a8071a', background: '#fee7e9' },
  warning: { color: '#ad4e00', background: '#fff1e5' },
  /** A category with no status meaning (purple). */
  accent: { color: '#531dab', background: '#f0e9fb' },
};

export interface StatusTagProps {
  tone: StatusTone;
  children: ReactNode;
}

/** A status shown as a tag, its colour chosen by tone (all with AA contrast). Issue 13: no antd code. */
export function StatusTag({ tone, children }: StatusTagProps) {
  const { color, background } = TONE_COLORS[tone];
  return <PlainTag style={{ color, backgroundColor: background, marginInlineEnd: 0 }}>{children}</PlainTag>;
}
