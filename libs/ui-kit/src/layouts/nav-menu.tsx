import { ConfigProvider, Menu } from 'antd';
import { useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { FEATURE_INFO, MENU_FEATURES, type SiteConfig } from '@portal/site-config';
import { PrefetchLink } from '../navigation/prefetch';

export interface NavMenuProps {
  site: Pick<SiteConfig, 'features'>;
}

/**
 * When the items do not fit, antd's horizontal menu moves them into its "…"
 * submenu but leaves the originals in place, aria-hidden yet with focusable
 * links: keyboard users would tab onto invisible links (axe aria-hidden-focus).
 * `visibility: hidden` takes them out of the tab order and keeps the size antd
 * measures them by.
 */
function overflowCss(menuCls: string) {
  return `.portal-nav-menu .${menuCls}-overflow-item[aria-hidden="true"]{visibility:hidden}`;
}

/** Header navigation: the menu features the site enables, in menu order. */
export function NavMenu({ site }: NavMenuProps) {
  const { pathname } = useLocation();
  const menuCls = useContext(ConfigProvider.ConfigContext).getPrefixCls('menu');
  const items = MENU_FEATURES.filter((feature) => site.features.includes(feature)).map((feature) => {
    const { label, path } = FEATURE_INFO[feature];
    return {
      key: path,
      label: (
        <PrefetchLink to={path} prefetch="intent">
          {label}
        </PrefetchLink>
      ),
    };
  });
  if (items.length === 0) return null;
  const selected = items.filter((item) => pathname === item.key || pathname.startsWith(`${item.key}/`)).map((item) => item.key);
  return (
    <nav aria-label="主导航" className="portal-nav-menu" style={{ flex: 1, minWidth: 0 }}>
      {/* React 19 hoists this into <head> once, however many menus render. */}
      <style href={`ui-kit-nav-menu-${menuCls}`} precedence="default">
        {overflowCss(menuCls)}
      </style>
      <Menu mode="horizontal" items={items} selectedKeys={selected} style={{ borderBottom: 'none' }} />
    </nav>
  );
}
