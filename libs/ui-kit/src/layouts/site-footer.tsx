import { Flex, Layout } from 'antd';
import type { SiteConfig } from '@portal/site-config';
import { PrefetchLink } from '../navigation/prefetch';
import { FOOTER_COLORS } from '../theme/site-theme';

export interface SiteFooterProps {
  site: Pick<SiteConfig, 'nameZh' | 'footer' | 'features'>;
}

const linkStyle = { color: FOOTER_COLORS.text, textDecoration: 'underline' } as const;

export function SiteFooter({ site }: SiteFooterProps) {
  const year = new Date().getFullYear();
  return (
    <Layout.Footer style={{ background: FOOTER_COLORS.background, color: FOOTER_COLORS.text, textAlign: 'center', fontSize: 13 }}>
      <Flex vertical gap={6} align="center">
        {site.features.includes('about') || site.features.includes('richTextCenter') ? (
          <Flex gap={16} wrap justify="center">
            {site.features.includes('about') ? (
              <PrefetchLink to="/about" style={linkStyle}>
                关于平台
              </PrefetchLink>
            ) : null}
            {site.features.includes('richTextCenter') ? (
              <PrefetchLink to="/richTextCenter" style={linkStyle}>
                隐私政策声明
              </PrefetchLink>
            ) : null}
          </Flex>
        ) : null}
        <span>
          主办单位：{site.footer.organizer}
          {site.footer.icp ? <span style={{ marginLeft: 16 }}>{site.footer.icp}</span> : null}
        </span>
        <span>
          © {year} {site.nameZh}
        </span>
      </Flex>
    </Layout.Footer>
  );
}
