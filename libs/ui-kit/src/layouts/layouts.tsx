import { Layout, Menu } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { SiteConfig, SiteIdentity } from '@portal/site-config';
import { PrefetchLink } from '../navigation/prefetch';
import { useSite } from '../theme/site-context';
import { PageFrame } from './page-frame';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export interface LayoutProps {
  children: ReactNode;
  /** Right-hand header area (login button, user menu). */
  headerExtra?: ReactNode;
}

/** Public pages of a site: header with the site's menu, footer. */
export function HomeLayout({ children, headerExtra }: LayoutProps) {
  const site = useSite();
  return (
    <PageFrame
      layout="home"
      header={<SiteHeader title={site.nameZh} menuSite={site} extra={headerExtra} />}
      footer={<SiteFooter site={site} />}
    >
      {children}
    </PageFrame>
  );
}

export interface CityLayoutProps extends LayoutProps {
  /** The city shown; defaults to the current site (a city site). */
  city?: Pick<SiteIdentity, 'nameZh'>;
}

/** City pages (spec §2): the city's name in the header, no feature menu. */
export function CityLayout({ children, headerExtra, city }: CityLayoutProps) {
  const site = useSite();
  return (
    <PageFrame
      layout="city"
      header={<SiteHeader title={(city ?? site).nameZh} extra={headerExtra} />}
      footer={<SiteFooter site={site} />}
    >
      {children}
    </PageFrame>
  );
}

export interface WorkspaceNavItem {
  path: string;
  label: string;
  /** The entry is current on every path under this prefix (default: `path`). */
  match?: string;
}

export interface WorkspaceLayoutProps extends LayoutProps {
  /** Side navigation of the workspace pages the user may open. */
  nav: readonly WorkspaceNavItem[];
}

/** Signed-in workspace: site header, side navigation, content. */
export function WorkspaceLayout({ children, headerExtra, nav }: WorkspaceLayoutProps) {
  const site: SiteConfig = useSite();
  const { pathname } = useLocation();
  const items = nav.map((item) => ({
    key: item.path,
    label: (
      <PrefetchLink to={item.path} prefetch="intent">
        {item.label}
      </PrefetchLink>
    ),
  }));
  const aside =
    items.length > 0 ? (
      <Layout.Sider width={208} theme="light" breakpoint="lg" collapsedWidth={0}>
        <nav aria-label="工作台导航">
          <Menu mode="inline" items={items} selectedKeys={nav.filter((item) => pathname.startsWith(item.match ?? item.path)).map((item) => item.path)} />
        </nav>
      </Layout.Sider>
    ) : undefined;
  return (
    <PageFrame
      layout="workspace"
      header={<SiteHeader title={`${site.nameZh} · 工作台`} extra={headerExtra} />}
      footer={<SiteFooter site={site} />}
      aside={aside}
    >
      {children}
    </PageFrame>
  );
}
