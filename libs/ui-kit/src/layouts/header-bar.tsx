import { useText } from '@portal/i18n';
import { uiText } from '../text';
import type { ReactNode } from 'react';
import { THEME, cx } from '../plain/classes';
import './layout.css';
import { AgeFriendlySwitch } from './age-friendly-switch';
import { LanguageSwitch } from './language-switch';
import { SiteLogo } from './site-logo';

export interface HeaderBarProps {
  /**
   * Name shown as the site title. Not a heading: each page's one h1 is in its main area (issue 19:
   * list and detail pages had two, the site's and the page's).
   */
  title: string;
  /** Draws the title's link (a router link in the app, a plain one on a static page). */
  brandLink(props: { className: string; 'aria-label': string; children: ReactNode }): ReactNode;
  /** Right-hand area: search, login button or user menu. */
  actions?: ReactNode;
  /** The navigation row below the bar (wide screens). */
  nav?: ReactNode;
  children?: ReactNode;
}

/** The header's markup: antd's Layout.Header with the mark, the site name and the actions (no router, no antd code). */
export function HeaderBar({ title, brandLink, actions, nav, children }: HeaderBarProps) {
  const t = useText(uiText);
  return (
    <header className={cx('ant-layout-header portal-header', THEME)}>
      <div className="portal-header-bar">
        {brandLink({
          className: 'portal-header-brand',
          'aria-label': t('header.homeOf', { title }),
          children: (
            <>
              <SiteLogo />
              <span className="portal-header-title">{title}</span>
            </>
          ),
        })}
        <div className="portal-header-actions">
          <AgeFriendlySwitch />
          <LanguageSwitch />
          {actions}
        </div>
      </div>
      {nav ? <div className="portal-header-nav">{nav}</div> : null}
      {children}
    </header>
  );
}
