import { useText } from '@portal/i18n';
import { uiText, pageLabel } from '../text';
import { useLocation } from 'react-router-dom';
import { FEATURE_INFO, MENU_FEATURES, type SiteConfig } from '@portal/site-config';
import { PrefetchLink } from '../navigation/prefetch';
import { THEME, cx } from '../plain/classes';

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
 * Header navigation on wide screens: the menu features the site enables, in menu order, on the
 * header's own row; narrow screens get the 菜单 drawer instead (site-header.tsx). A list of links
 * drawn as antd's horizontal Menu (issue 13: no antd code), the current section marked for
 * everyone (`aria-current`) and for the eye (antd's selected item).
 */
export function NavMenu({ site }: NavMenuProps) {
  const { pathname } = useLocation();
  const t = useText(uiText);
  const entries = menuEntries(site);
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t('header.mainNav')} className="portal-nav-menu">
      <ul className={cx('ant-menu ant-menu-root ant-menu-horizontal ant-menu-light ant-menu-css-var portal-nav-list', THEME)}>
        {entries.map((entry) => {
          const current = isCurrentEntry(entry, pathname);
          return (
            <li key={entry.path} className={cx('ant-menu-item ant-menu-item-only-child', current && 'ant-menu-item-selected')}>
              <span className="ant-menu-title-content">
                <PrefetchLink to={entry.path} prefetch="intent" aria-current={current ? 'page' : undefined}>
                  {pageLabel(t, entry)}
                </PrefetchLink>
              </span>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
