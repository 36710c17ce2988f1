import { Layout, Menu } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { defaultOrganizer, type SiteConfig, type SiteIdentity } from '@portal/site-config';
import { PrefetchLink } from '../navigation/prefetch';
import { useSite } from '../theme/site-context';
import { isCurrentEntry, menuEntries, type NavEntry } from './nav-menu';
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
  /**
   * The city shown, when it is not the current site (the province's /nj … /sq routes):
   * its name in the header, its sponsor in the footer, its own route as the title link.
   */
  city?: Pick<SiteIdentity, 'code' | 'nameZh' | 'regionZh' | 'kind'>;
}

/** City pages (spec §2): the city's name in the header, no feature menu. */
export function CityLayout({ children, headerExtra, city }: CityLayoutProps) {
  const site = useSite();
  const footerSite = city ? { nameZh: city.nameZh, footer: { organizer: defaultOrganizer(city) }, features: [] } : site;
  return (
    <PageFrame
      layout="city"
      header={<SiteHeader title={(city ?? site).nameZh} titleHref={city ? `/${city.code}` : '/home'} extra={headerExtra} />}
      footer={<SiteFooter site={footerSite} />}
    >
      {children}
    </PageFrame>
  );
}

export type WorkspaceNavItem = NavEntry;

export interface WorkspaceLayoutProps extends LayoutProps {
  /** Side navigation of the workspace pages the user may open. */
  nav: readonly WorkspaceNavItem[];
}

const WORKSPACE = { nav: '工作台导航', portal: '返回门户' } as const;

/**
 * Signed-in workspace: site header, side navigation, content. The title leads to the
 * workspace's own home; the header's 门户首页 link and the drawer lead back to the public
 * site (issue 21 §2). Below 992 px the side navigation moves into the 菜单 drawer.
 */
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
      <Layout.Sider width={208} theme="light" className="portal-workspace-sider">
        <nav aria-label={WORKSPACE.nav}>
          <Menu mode="inline" items={items} selectedKeys={nav.filter((item) => isCurrentEntry(item, pathname)).map((item) => item.path)} />
        </nav>
      </Layout.Sider>
    ) : undefined;
  const publicEntries = menuEntries(site);
  return (
    <PageFrame
      layout="workspace"
      header={
        <SiteHeader
          title={`${site.nameZh} · 工作台`}
          titleHref="/workspace"
          extra={headerExtra}
          drawerSections={[
            { label: WORKSPACE.nav, entries: nav },
            { label: WORKSPACE.portal, entries: publicEntries.length > 0 ? publicEntries : [{ path: '/home', label: '门户首页' }] },
          ]}
        />
      }
      footer={<SiteFooter site={site} />}
      aside={aside}
    >
      {children}
    </PageFrame>
  );
}
