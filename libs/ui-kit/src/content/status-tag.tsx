import { Tag } from 'antd';
import type { ReactNode } from 'react';

/** What a status means to the reader, independent of any one feature's statuses. */
export type StatusTone = 'neutral' | 'info' | 'progress' | 'success' | 'danger' | 'warning';

// Dark colours: antd's filled tag draws them as text on a light tint of themselves, which keeps
// WCAG AA contrast at 12 px (antd's preset colours do not).
const TONE_COLORS: Record<StatusTone, string> = {
  neutral: '#595959',
  info: '#0958d9',
  progress: '#003eb3',
  success: '#237804',
  danger: '#a8071a',
  warning: '#ad4e00',
};

export interface StatusTagProps {
  tone: StatusTone;
  children: ReactNode;
}

/** A status shown as a tag, its colour chosen by tone (all with AA contrast). */
export function StatusTag({ tone, children }: StatusTagProps) {
  return (
    <Tag color={TONE_COLORS[tone]} style={{ marginInlineEnd: 0 }}>
      {children}
    </Tag>
  );
}
