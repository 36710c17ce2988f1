import type { ReactNode } from 'react';
import type { SiteConfig } from '@portal/site-config';
import { useReadingMode } from '../theme/reading-mode';
import { FOOTER_COLORS } from '../theme/site-theme';

/*
 * The footer's parts that need neither the router nor antd's code, shared by SiteFooter and the
 * static page of a city with every feature off (issue 13, libs/shell static-site.tsx).
 */

export const footerLinkStyle = { color: FOOTER_COLORS.text, textDecoration: 'underline' } as const;

/** The national ICP record lookup, linked from the ICP number as the MIIT rules ask. */
const ICP_LOOKUP = 'https://beian.miit.gov.cn/';
/** The public-security record lookup for a 公网安备 number. */
const policeLookup = (record: string) => `https://beian.mps.gov.cn/#/query/webSearch?code=${encodeURIComponent(record.replace(/\D/g, ''))}`;

export const FOOTER_STRINGS = {
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

const S = FOOTER_STRINGS;

/** The age-friendly mode's switch: a toggle button that says whether it is on. */
function ReadingModeToggle() {
  const { largeText, setLargeText } = useReadingMode();
  return (
    <button type="button" aria-pressed={largeText} onClick={() => setLargeText(!largeText)} className="portal-footer-toggle" style={footerLinkStyle}>
      {S.ageFriendly}
    </button>
  );
}

/** A link that leaves the site: a new tab, no opener, and it says so to screen readers. */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" style={footerLinkStyle}>
      {children}
      <span className="portal-visually-hidden">{S.newWindow}</span>
    </a>
  );
}

/**
 * The accessibility entry, the age-friendly switch and 政府网站找错, as the site's record asks.
 * `internalLink` draws an entry that is a path of the site (without it, a plain link).
 */
export function serviceLinks(footer: SiteConfig['footer'], internalLink?: (to: string, label: string) => ReactNode): ReactNode[] {
  const { accessibilityUrl } = footer;
  return [
    accessibilityUrl ? (
      accessibilityUrl.startsWith('/') && internalLink ? (
        internalLink(accessibilityUrl, S.accessibility)
      ) : (
        <ExternalLink key="a11y" href={accessibilityUrl}>
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
  ];
}

/** What a Chinese government site states in its footer: sponsor, 网站标识码, the contact, the record numbers, ©. */
export function FooterFacts({ site }: { site: Pick<SiteConfig, 'nameZh' | 'footer'> & Partial<Pick<SiteConfig, 'contact'>> }) {
  const { footer, contact } = site;
  const contactParts = [
    contact?.phone ? `${S.phone}：${contact.phone}` : null,
    contact?.email ? `${S.email}：${contact.email}` : null,
    contact?.hours ? `${S.hours}：${contact.hours}` : null,
  ].filter(Boolean);
  return (
    <>
      <div className="portal-footer-row">
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
      </div>
      {contactParts.length > 0 ? (
        <div className="portal-footer-row">
          {contactParts.map((part) => (
            <span key={part}>{part}</span>
          ))}
        </div>
      ) : null}
      {footer.icp || footer.police ? (
        <div className="portal-footer-row">
          {footer.icp ? <ExternalLink href={ICP_LOOKUP}>{footer.icp}</ExternalLink> : null}
          {footer.police ? <ExternalLink href={policeLookup(footer.police)}>{footer.police}</ExternalLink> : null}
        </div>
      ) : null}
      <span>
        © {new Date().getFullYear()} {site.nameZh}
      </span>
    </>
  );
}
