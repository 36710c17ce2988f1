import { Menu } from 'antd';
import { useLocation } from 'react-router-dom';
import { FEATURE_INFO, MENU_FEATURES, type SiteConfig } from '@portal/site-config';
import { PrefetchLink } from '../navigation/prefetch';

export interface NavEntry {
  path: string;
  label: string;
  /** The entry is current on every path under this prefix (default: `path`). */
  match?: string;
}

/** The menu features a site enables, in menu order. */
export function menuEntries(site: Pick<SiteConfig, 'features'>): NavEntry[] {
  return MENU_FEATURES.filter((feature) => site.features.includes(feature)).map((feature) => ({
    path: FEATURE_INFO[feature].path,
    label: FEATURE_INFO[feature].label,
  }));
}

/** Whether `pathname` lies in the entry's section. */
export function isCurrentEntry(entry: NavEntry, pathname: string): boolean {
  const prefix = entry.match ?? entry.path;
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

export interface NavMenuProps {
  site: Pick<SiteConfig, 'features'>;
}

/**
 * Header navigation on wide screens: the menu features the site enables, in menu
 * order, on the header's own row. The row is as wide as the page, so every entry
 * fits and antd's "···" overflow submenu is switched off (issue 21 §4); narrow
 * screens get the 菜单 drawer instead (site-header.tsx).
 */
export function NavMenu({ site }: NavMenuProps) {
  const { pathname } = useLocation();
  const entries = menuEntries(site);
  if (entries.length === 0) return null;
  const items = entries.map((entry) => ({
    key: entry.path,
    label: (
      <PrefetchLink to={entry.path} prefetch="intent">
        {entry.label}
      </PrefetchLink>
    ),
  }));
  const selected = entries.filter((entry) => isCurrentEntry(entry, pathname)).map((entry) => entry.path);
  return (
    <nav aria-label="主导航" className="portal-nav-menu">
      <Menu mode="horizontal" disabledOverflow items={items} selectedKeys={selected} style={{ borderBottom: 'none', flexWrap: 'wrap' }} />
    </nav>
  );
}
