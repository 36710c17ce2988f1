import { Layout, Menu } from 'antd';
import { useLocation } from 'react-router-dom';
import type { SiteConfig } from '@portal/site-config';
import { PrefetchLink } from '../navigation/prefetch';
import { useSite } from '../theme/site-context';
import type { LayoutProps } from './layouts';
import { isCurrentEntry, menuEntries, type NavEntry } from './nav-menu';
import { PageFrame } from './page-frame';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

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
