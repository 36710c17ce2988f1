import { useEffect, useRef, type ReactNode } from 'react';
import { PlainFlex, PlainTitle, THEME, cx } from '@portal/ui-kit';

export interface LoginCardProps {
  title: string;
  /** Id of the heading, for `aria-labelledby`. */
  headingId: string;
  width?: number;
  /** The card replaced another step of the same page: its heading takes the focus (issue 19). */
  focusHeading?: boolean;
  children: ReactNode;
}

/** The centred panel every login screen sits in (antd's Card markup, issue 13: no antd code). */
export function LoginCard({ title, headingId, width = 440, focusHeading = false, children }: LoginCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading, headingId]);
  return (
    <PlainFlex justify="center" style={{ padding: '48px 16px' }}>
      <div className={cx('ant-card ant-card-bordered', THEME)} style={{ width: '100%', maxWidth: width }} aria-labelledby={headingId} role="region">
        <div className="ant-card-body">
          <PlainTitle ref={heading} tabIndex={-1} level={1} id={headingId} style={{ fontSize: 22, marginTop: 0, textAlign: 'center' }}>
            {title}
          </PlainTitle>
          {children}
        </div>
      </div>
    </PlainFlex>
  );
}
