import { CONTENT_LANG, useLocale, useText } from '@portal/i18n';
import { siteName, uiText } from '../text';
import type { ReactNode } from 'react';
import type { SiteConfig } from '@portal/site-config';
import { useReadingMode } from '../theme/reading-mode';
import { useNow } from '../theme/hydrated';
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

/** The age-friendly mode's switch: a toggle button that says whether it is on. */
function ReadingModeToggle() {
  const { largeText, setLargeText } = useReadingMode();
  const t = useText(uiText);
  return (
    <button type="button" aria-pressed={largeText} onClick={() => setLargeText(!largeText)} className="portal-footer-toggle" style={footerLinkStyle}>
      {t('footer.ageFriendly')}
    </button>
  );
}

/** A link that leaves the site: a new tab, no opener, and it says so to screen readers. */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const t = useText(uiText);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" style={footerLinkStyle}>
      {children}
      <span className="portal-visually-hidden">{t('footer.newWindow')}</span>
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
        internalLink(accessibilityUrl, uiText.t('footer.accessibility'))
      ) : (
        <ExternalLink key="a11y" href={accessibilityUrl}>
          {uiText.t('footer.accessibility')}
        </ExternalLink>
      )
    ) : null,
    footer.ageFriendly ? <ReadingModeToggle key="reading" /> : null,
    footer.errorReportUrl ? (
      <ExternalLink key="jiucuo" href={footer.errorReportUrl}>
        {uiText.t('footer.errorReport')}
      </ExternalLink>
    ) : null,
  ];
}

/**
 * What a Chinese government site states in its footer: sponsor, 网站标识码, the contact, the record
 * numbers, ©. Each row is a list, so a screen reader reads its facts one by one (issue 19, Orca pass:
 * side-by-side spans were read as one run, "江苏省数据局承办单位：…").
 */
export function FooterFacts({ site }: { site: Pick<SiteConfig, 'nameZh' | 'footer'> & Partial<Pick<SiteConfig, 'contact' | 'nameEn'>> }) {
  const { footer, contact } = site;
  const t = useText(uiText);
  const locale = useLocale();
  const now = useNow();
  const labelled = (label: string) => t('common.labelled', { label });
  // Service hours are the site's own words (Chinese); the phone and the address read the same in any language.
  const contactParts = [
    contact?.phone ? { key: 'phone', label: t('footer.phone'), value: contact.phone, lang: undefined } : null,
    contact?.email ? { key: 'email', label: t('footer.email'), value: contact.email, lang: undefined } : null,
    contact?.hours ? { key: 'hours', label: t('footer.hours'), value: contact.hours, lang: CONTENT_LANG } : null,
  ].filter((part) => part !== null);
  return (
    <>
      <ul className="portal-footer-row">
        <li>
          {labelled(t('footer.organizer'))}
          <span lang={CONTENT_LANG}>{footer.organizer}</span>
        </li>
        {footer.undertaker ? (
          <li>
            {labelled(t('footer.undertaker'))}
            <span lang={CONTENT_LANG}>{footer.undertaker}</span>
          </li>
        ) : null}
        {footer.siteCode ? (
          <li>
            {labelled(t('footer.siteCode'))}
            {footer.siteCode}
          </li>
        ) : null}
      </ul>
      {contactParts.length > 0 ? (
        <ul className="portal-footer-row">
          {contactParts.map((part) => (
            <li key={part.key}>
              {labelled(part.label)}
              <span lang={part.lang}>{part.value}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {footer.icp || footer.police ? (
        <ul className="portal-footer-row">
          {footer.icp ? (
            <li>
              <ExternalLink href={ICP_LOOKUP}>
                <span lang={CONTENT_LANG}>{footer.icp}</span>
              </ExternalLink>
            </li>
          ) : null}
          {footer.police ? (
            <li>
              <ExternalLink href={policeLookup(footer.police)}>
                <span lang={CONTENT_LANG}>{footer.police}</span>
              </ExternalLink>
            </li>
          ) : null}
        </ul>
      ) : null}
      <span>
        © {new Date(now).getFullYear()} {siteName(locale, site)}
      </span>
    </>
  );
}
