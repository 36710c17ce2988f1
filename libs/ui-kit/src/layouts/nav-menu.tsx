import { Menu } from 'antd';
import { useLocation } from 'react-router-dom';
import { FEATURE_INFO, MENU_FEATURES, type SiteConfig } from '@portal/site-config';
import { PrefetchLink } from '../navigation/prefetch';

export interface NavMenuProps {
  site: Pick<SiteConfig, 'features'>;
}

/** Header navigation: the menu features the site enables, in menu order. */
export function NavMenu({ site }: NavMenuProps) {
  const { pathname } = useLocation();
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
    <nav aria-label="主导航" style={{ flex: 1, minWidth: 0 }}>
      <Menu mode="horizontal" items={items} selectedKeys={selected} style={{ borderBottom: 'none' }} />
    </nav>
  );
}
