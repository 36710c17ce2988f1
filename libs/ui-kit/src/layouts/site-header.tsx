import { useText } from '@portal/i18n';
import { uiText, pageLabel } from '../text';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { Suspense, lazy, useRef, useState, type ReactNode } from 'react';
import type { SiteConfig } from '@portal/site-config';
import { PrefetchLink } from '../navigation/prefetch';
import { PlainButton } from '../plain/button';
import { withAntdStylesheet } from '../theme/antd-stylesheet';
import './layout.css';
import { NavMenu, menuEntries, type NavEntry } from './nav-menu';
import { HeaderBar } from './header-bar';

// Issue 13: the drawer (antd's Drawer in antd's scope) loads when the 菜单 button is first pressed.
const MenuDrawer = lazy(withAntdStylesheet(() => import('./menu-drawer')));

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

/**
 * The site header (issue 21 §3, §4). Wide screens (≥ 992 px): the mark and site name
 * with the actions on one row, the navigation on its own full-width row below, so no
 * entry ever folds into "···". Narrow screens: the navigation becomes a 菜单 button
 * that opens a drawer with every section (and the groups a layout adds), while the
 * actions stay on the bar in their compact form. Which form shows is decided by CSS
 * container queries, not by measuring in script, so the first paint is already right.
 */
export function SiteHeader({ title, titleHref = '/home', menuSite, extra, drawerSections = [] }: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so it keeps its closing motion and focus return afterwards.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const t = useText(uiText);
  const entries = menuSite ? menuEntries(menuSite).map((entry) => ({ ...entry, label: pageLabel(t, entry) })) : [];
  const sections: DrawerSection[] = [
    ...(entries.length > 0 ? [{ label: t('header.mainNav'), entries }] : []),
    ...drawerSections.filter((section) => section.entries.length > 0),
  ];

  return (
    <HeaderBar
      title={title}
      brandLink={(props) => <PrefetchLink {...props} to={titleHref} />}
      actions={
        <>
          {extra}
          {sections.length > 0 ? (
            <PlainButton
              ref={menuButton}
              className="portal-header-menu-button"
              icon={MenuOutlined}
              aria-haspopup="dialog"
              aria-expanded={open}
              onClick={() => {
                setDrawerWanted(true);
                setOpen(true);
              }}
            >
              {t('header.menu')}
            </PlainButton>
          ) : null}
        </>
      }
      nav={menuSite && entries.length > 0 ? <NavMenu site={menuSite} /> : null}
    >
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MenuDrawer open={open} onClose={() => setOpen(false)} sections={sections} returnFocus={() => menuButton.current?.focus()} />
        </Suspense>
      ) : null}
    </HeaderBar>
  );
}
