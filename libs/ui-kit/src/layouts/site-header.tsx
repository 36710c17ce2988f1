import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Layout, Typography } from 'antd';
import { Suspense, lazy, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { SiteConfig } from '@portal/site-config';
import { PrefetchLink } from '../navigation/prefetch';
import './layout.css';
import { NavMenu, isCurrentEntry, menuEntries, type NavEntry } from './nav-menu';
import { SiteLogo } from './site-logo';

// Issue 13: the drawer's code loads when the 菜单 button is first pressed, not with every page.
const Drawer = lazy(() => import('antd/es/drawer'));

/** A group of links in the 菜单 drawer (narrow screens). */
export interface DrawerSection {
  label: string;
  entries: readonly NavEntry[];
}

export interface SiteHeaderProps {
  /** Name shown as the site title. */
  title: string;
  /** Where the title links to (default: the site's /home). */
  titleHref?: string;
  /** Site whose enabled features fill the menu; omit for no menu. */
  menuSite?: Pick<SiteConfig, 'features'> | undefined;
  /** Right-hand area: search, login button or user menu. */
  extra?: ReactNode;
  /** More groups for the 菜单 drawer: the workspace's pages, a way back to the portal. */
  drawerSections?: readonly DrawerSection[];
}

const S = { menu: '菜单', close: '关闭菜单', mainNav: '主导航' } as const;

/** One group of the drawer: a labelled list of links, the current one marked. */
function DrawerGroup({ section, pathname, onNavigate }: { section: DrawerSection; pathname: string; onNavigate(): void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="portal-drawer-group">
      <Typography.Title id={headingId} level={2} className="portal-drawer-heading">
        {section.label}
      </Typography.Title>
      <ul>
        {section.entries.map((entry) => {
          const current = isCurrentEntry(entry, pathname);
          return (
            <li key={entry.path}>
              <PrefetchLink
                to={entry.path}
                prefetch="intent"
                aria-current={current ? 'page' : undefined}
                className={current ? 'portal-drawer-current' : undefined}
                onClick={onNavigate}
              >
                {entry.label}
              </PrefetchLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The site header (issue 21 §3, §4). Wide screens (≥ 992 px): the mark and site name
 * with the actions on one row, the navigation on its own full-width row below, so no
 * entry ever folds into "···". Narrow screens: the navigation becomes a 菜单 button
 * that opens a drawer with every section (and the groups a layout adds), while the
 * actions stay on the bar in their compact form. Which form shows is decided by CSS
 * media queries, not by measuring in script, so the first paint is already right.
 */
export function SiteHeader({ title, titleHref = '/home', menuSite, extra, drawerSections = [] }: SiteHeaderProps) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so it keeps its closing motion and focus return afterwards.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Closed by following a link: the new page, not the menu button, gets the focus.
  const navigated = useRef(false);
  const entries = menuSite ? menuEntries(menuSite) : [];
  const sections: DrawerSection[] = [...(entries.length > 0 ? [{ label: S.mainNav, entries }] : []), ...drawerSections.filter((section) => section.entries.length > 0)];

  return (
    <Layout.Header className="portal-header">
      <div className="portal-header-bar">
        <PrefetchLink to={titleHref} className="portal-header-brand" aria-label={`${title}首页`}>
          <SiteLogo />
          <Typography.Title level={1} className="portal-header-title">
            {title}
          </Typography.Title>
        </PrefetchLink>
        <div className="portal-header-actions">
          {extra}
          {sections.length > 0 ? (
            <Button
              ref={menuButton}
              className="portal-header-menu-button"
              icon={<MenuOutlined aria-hidden />}
              aria-haspopup="dialog"
              aria-expanded={open}
              onClick={() => {
                setDrawerWanted(true);
                setOpen(true);
              }}
            >
              {S.menu}
            </Button>
          ) : null}
        </div>
      </div>
      {menuSite && entries.length > 0 ? (
        <div className="portal-header-nav">
          <NavMenu site={menuSite} />
        </div>
      ) : null}
      {drawerWanted ? (
        <Suspense fallback={null}>
          <Drawer
            open={open}
            onClose={() => setOpen(false)}
            afterOpenChange={(visible) => {
              if (!visible && !navigated.current) menuButton.current?.focus();
              navigated.current = false;
            }}
            placement="right"
            size="min(320px, 86vw)"
            title={S.menu}
            closeIcon={<CloseOutlined aria-label={S.close} />}
            rootClassName="portal-drawer"
          >
            <nav aria-label={S.menu}>
              {sections.map((section) => (
                // Following a link closes the drawer; the page it opens takes the focus.
                <DrawerGroup key={section.label} section={section} pathname={pathname} onNavigate={() => {
                    navigated.current = true;
                    setOpen(false);
                  }}
                />
              ))}
            </nav>
          </Drawer>
        </Suspense>
      ) : null}
    </Layout.Header>
  );
}
