import { Suspense } from 'react';
import { useText } from '@portal/i18n';
import { uiText } from '../text';
import type { ReactNode } from 'react';
import { THEME, cx } from '../plain/classes';
import './layout.css';

export interface PageFrameProps {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
  /** Sets data-layout so tests and styles can tell the layouts apart. */
  layout: 'home' | 'city' | 'workspace';
  aside?: ReactNode;
}

/**
 * The frame every layout shares: skip link, header, main landmark, footer. antd's Layout and
 * App markup (issue 13: drawn without antd's code; `ant-app` sets the theme's font and size).
 */
export function PageFrame({ header, footer, children, layout, aside }: PageFrameProps) {
  const t = useText(uiText);
  return (
    <div className={cx('ant-app ant-layout portal-frame', THEME)} data-layout={layout}>
      <a href="#main-content" className="portal-skip-link">
        {t('header.skipToMain')}
      </a>
      {/* Issue 15: each part a boundary of its own, so the browser takes a server-rendered page over
          part by part, yielding to the visitor between them, instead of in one long task. */}
      <Suspense fallback={null}>{header}</Suspense>
      <div className={cx('ant-layout', aside ? 'ant-layout-has-sider' : null, THEME)}>
        {aside}
        <main id="main-content" tabIndex={-1} className={cx('ant-layout-content portal-main', THEME)}>
          <div className="portal-content">
            <Suspense fallback={null}>{children}</Suspense>
          </div>
        </main>
      </div>
      <Suspense fallback={null}>{footer}</Suspense>
    </div>
  );
}
