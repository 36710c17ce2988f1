import { Layout } from 'antd';
import type { ReactNode } from 'react';
import './layout.css';

const skipLinkStyle = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 1000,
  padding: '8px 16px',
  background: '#ffffff',
  color: '#1f2937',
  borderRadius: 4,
} as const;

export interface PageFrameProps {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
  /** Sets data-layout so tests and styles can tell the layouts apart. */
  layout: 'home' | 'city' | 'workspace';
  aside?: ReactNode;
}

/** The frame every layout shares: skip link, header, main landmark, footer. */
export function PageFrame({ header, footer, children, layout, aside }: PageFrameProps) {
  return (
    <Layout style={{ minHeight: '100vh' }} data-layout={layout}>
      {/* Also resets the browser's 8 px body margin (issue 21 §5). */}
      <a
        href="#main-content"
        style={skipLinkStyle}
        onFocus={(event) => (event.currentTarget.style.top = '8px')}
        onBlur={(event) => (event.currentTarget.style.top = '-48px')}
      >
        跳到主要内容
      </a>
      {header}
      <Layout hasSider={Boolean(aside)}>
        {aside}
        <Layout.Content id="main-content" tabIndex={-1} role="main" className="portal-main" style={{ outline: 'none', minWidth: 0 }}>
          <div style={{ maxWidth: 1200, margin: '0 auto', width: '100%' }}>{children}</div>
        </Layout.Content>
      </Layout>
      {footer}
    </Layout>
  );
}
