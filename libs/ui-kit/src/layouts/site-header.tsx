import { Flex, Layout, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { SiteConfig } from '@portal/site-config';
import { PrefetchLink } from '../navigation/prefetch';
import { NavMenu } from './nav-menu';

export interface SiteHeaderProps {
  /** Name shown as the site title. */
  title: string;
  /** Site whose enabled features fill the menu; omit for no menu. */
  menuSite?: Pick<SiteConfig, 'features'> | undefined;
  /** Right-hand area: login button or user menu. */
  extra?: ReactNode;
}

export function SiteHeader({ title, menuSite, extra }: SiteHeaderProps) {
  return (
    <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 24, boxShadow: '0 1px 4px rgba(0,21,41,0.08)' }}>
      <PrefetchLink to="/home" style={{ flex: 'none' }} aria-label={`${title}首页`}>
        <Typography.Title level={1} style={{ fontSize: 18, margin: 0, whiteSpace: 'nowrap' }}>
          {title}
        </Typography.Title>
      </PrefetchLink>
      {menuSite ? <NavMenu site={menuSite} /> : <div style={{ flex: 1 }} />}
      {extra ? <Flex align="center">{extra}</Flex> : null}
    </Layout.Header>
  );
}
