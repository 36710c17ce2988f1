import { Flex, Layout } from 'antd';
import type { ReactNode } from 'react';
import { CITY_DIRECTORY, type SiteConfig } from '@portal/site-config';
import { PrefetchLink } from '../navigation/prefetch';
import { siteHomeHref } from '../navigation/site-links';
import { useReadingMode } from '../theme/reading-mode';
import { FOOTER_COLORS } from '../theme/site-theme';
import './layout.css';

export interface SiteFooterProps {
  site: Pick<SiteConfig, 'nameZh' | 'footer' | 'features'> & Partial<Pick<SiteConfig, 'kind' | 'contact'>>;
}

const linkStyle = { color: FOOTER_COLORS.text, textDecoration: 'underline' } as const;
/** The national ICP record lookup, linked from the ICP number as the MIIT rules ask. */
const ICP_LOOKUP = 'https://beian.miit.gov.cn/';
/** The public-security record lookup for a 公网安备 number. */
const policeLookup = (record: string) => `https://beian.mps.gov.cn/#/query/webSearch?code=${encodeURIComponent(record.replace(/\D/g, ''))}`;

const S = {
  about: '关于平台',
  privacy: '隐私政策声明',
  siteMap: '网站地图',
  errorReport: '政府网站找错',
  accessibility: '无障碍浏览',
  ageFriendly: '适老化模式',
  organizer: '主办单位',
  undertaker: '承办单位',
  siteCode: '网站标识码',
  phone: '服务热线',
  email: '电子邮箱',
  hours: '服务时间',
  cities: '市级平台',
  newWindow: '（在新窗口打开）',
} as const;

/** The age-friendly mode's switch: a toggle button that says whether it is on. */
function ReadingModeToggle() {
  const { largeText, setLargeText } = useReadingMode();
  return (
    <button type="button" aria-pressed={largeText} onClick={() => setLargeText(!largeText)} className="portal-footer-toggle" style={linkStyle}>
      {S.ageFriendly}
    </button>
  );
}

/** A link that leaves the site: a new tab, no opener, and it says so to screen readers. */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" style={linkStyle}>
      {children}
      <span className="portal-visually-hidden">{S.newWindow}</span>
    </a>
  );
}

/**
 * The site footer (issue 21 §14): the site's own pages, what a Chinese government site
 * carries (sponsor, 网站标识码, ICP and 公网安备 numbers, 政府网站找错, 网站地图, the
 * accessibility entry), the service contact, and on the province the 13 city sites.
 * Every value comes from the site registry; an empty one is not shown.
 */
export function SiteFooter({ site }: SiteFooterProps) {
  const year = new Date().getFullYear();
  const { footer, contact } = site;
  const has = (feature: SiteConfig['features'][number]) => site.features.includes(feature);
  const hasMenu = has('home');
  const pageLinks: ReactNode[] = [
    has('about') ? (
      <PrefetchLink key="about" to="/about" style={linkStyle}>
        {S.about}
      </PrefetchLink>
    ) : null,
    has('richTextCenter') ? (
      <PrefetchLink key="privacy" to="/richTextCenter" style={linkStyle}>
        {S.privacy}
      </PrefetchLink>
    ) : null,
    hasMenu ? (
      <PrefetchLink key="siteMap" to="/siteMap" style={linkStyle}>
        {S.siteMap}
      </PrefetchLink>
    ) : null,
    footer.accessibilityUrl ? (
      footer.accessibilityUrl.startsWith('/') ? (
        <PrefetchLink key="a11y" to={footer.accessibilityUrl} style={linkStyle}>
          {S.accessibility}
        </PrefetchLink>
      ) : (
        <ExternalLink key="a11y" href={footer.accessibilityUrl}>
          {S.accessibility}
        </ExternalLink>
      )
    ) : null,
    footer.ageFriendly ? <ReadingModeToggle key="reading" /> : null,
    footer.errorReportUrl ? (
      <ExternalLink key="jiucuo" href={footer.errorReportUrl}>
        {S.errorReport}
      </ExternalLink>
    ) : null,
  ].filter(Boolean);
  const cityLinks =
    site.kind === 'province'
      ? CITY_DIRECTORY.map((city) => ({ city, href: siteHomeHref(city, { kind: 'province' }) })).filter((entry) => entry.href)
      : [];
  const contactParts = [
    contact?.phone ? `${S.phone}：${contact.phone}` : null,
    contact?.email ? `${S.email}：${contact.email}` : null,
    contact?.hours ? `${S.hours}：${contact.hours}` : null,
  ].filter(Boolean);

  return (
    <Layout.Footer style={{ background: FOOTER_COLORS.background, color: FOOTER_COLORS.text, textAlign: 'center', fontSize: 13, padding: '24px 16px' }}>
      <Flex vertical gap={8} align="center">
        {pageLinks.length > 0 ? (
          <Flex gap={16} wrap justify="center">
            {pageLinks}
          </Flex>
        ) : null}
        {cityLinks.length > 0 ? (
          <nav aria-label={S.cities}>
            <Flex gap="4px 12px" wrap justify="center" align="baseline">
              <span>{S.cities}：</span>
              {cityLinks.map(({ city, href }) => (
                <a key={city.code} href={href!} style={linkStyle} lang="zh-CN" title={city.nameZh}>
                  {city.regionZh}
                </a>
              ))}
            </Flex>
          </nav>
        ) : null}
        <Flex gap="4px 16px" wrap justify="center">
          <span>
            {S.organizer}：{footer.organizer}
          </span>
          {footer.undertaker ? (
            <span>
              {S.undertaker}：{footer.undertaker}
            </span>
          ) : null}
          {footer.siteCode ? (
            <span>
              {S.siteCode}：{footer.siteCode}
            </span>
          ) : null}
        </Flex>
        {contactParts.length > 0 ? (
          <Flex gap="4px 16px" wrap justify="center">
            {contactParts.map((part) => (
              <span key={part}>{part}</span>
            ))}
          </Flex>
        ) : null}
        {footer.icp || footer.police ? (
          <Flex gap="4px 16px" wrap justify="center">
            {footer.icp ? <ExternalLink href={ICP_LOOKUP}>{footer.icp}</ExternalLink> : null}
            {footer.police ? <ExternalLink href={policeLookup(footer.police)}>{footer.police}</ExternalLink> : null}
          </Flex>
        ) : null}
        <span>
          © {year} {site.nameZh}
        </span>
      </Flex>
    </Layout.Footer>
  );
}
