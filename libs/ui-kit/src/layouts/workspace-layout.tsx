import { useLocale, useText } from '@portal/i18n';
import { pageLabel, siteName, uiText } from '../text';
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

/**
 * Signed-in workspace: site header, side navigation, content. The title leads to the
 * workspace's own home; the header's 门户首页 link and the drawer lead back to the public
 * site (issue 21 §2). Below 992 px the side navigation moves into the 菜单 drawer.
 */
export function WorkspaceLayout({ children, headerExtra, nav }: WorkspaceLayoutProps) {
  const site: SiteConfig = useSite();
  const { pathname } = useLocation();
  const t = useText(uiText);
  const locale = useLocale();
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
        <nav aria-label={t('workspace.nav')}>
          <Menu mode="inline" items={items} selectedKeys={nav.filter((item) => isCurrentEntry(item, pathname)).map((item) => item.path)} />
        </nav>
      </Layout.Sider>
    ) : undefined;
  const publicEntries = menuEntries(site).map((entry) => ({ ...entry, label: pageLabel(t, entry) }));
  return (
    <PageFrame
      layout="workspace"
      header={
        <SiteHeader
          title={t('workspace.title', { site: siteName(locale, site) })}
          titleHref="/workspace"
          extra={headerExtra}
          drawerSections={[
            { label: t('workspace.nav'), entries: nav },
            { label: t('workspace.portal'), entries: publicEntries.length > 0 ? publicEntries : [{ path: '/home', label: t('workspace.portalHome') }] },
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
