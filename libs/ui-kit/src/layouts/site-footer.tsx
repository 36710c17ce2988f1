import { useLocale, useText } from '@portal/i18n';
import { regionName, siteName, uiText } from '../text';
import type { ReactNode } from 'react';
import { CITY_DIRECTORY, type SiteConfig } from '@portal/site-config';
import { PrefetchLink } from '../navigation/prefetch';
import { THEME, cx } from '../plain/classes';
import { siteHomeHref } from '../navigation/site-links';
import { usePageHost } from '../navigation/page-host';
import { FOOTER_COLORS } from '../theme/site-theme';
import { FooterFacts, footerLinkStyle as linkStyle, serviceLinks } from './footer-parts';
import './layout.css';

export interface SiteFooterProps {
  site: Pick<SiteConfig, 'nameZh' | 'footer' | 'features'> & Partial<Pick<SiteConfig, 'kind' | 'contact'>>;
}

/**
 * The site footer (issue 21 §14): the site's own pages, what a Chinese government site
 * carries (sponsor, 网站标识码, ICP and 公网安备 numbers, 政府网站找错, 网站地图, the
 * accessibility entry), the service contact, and on the province the 13 city sites.
 * Every value comes from the site registry; an empty one is not shown.
 */
export function SiteFooter({ site }: SiteFooterProps) {
  const { footer } = site;
  const t = useText(uiText);
  const locale = useLocale();
  const host = usePageHost();
  const has = (feature: SiteConfig['features'][number]) => site.features.includes(feature);
  const hasMenu = has('home');
  const pageLinks: ReactNode[] = [
    has('about') ? (
      <PrefetchLink key="about" to="/about" style={linkStyle}>
        {t('footer.about')}
      </PrefetchLink>
    ) : null,
    has('richTextCenter') ? (
      <PrefetchLink key="privacy" to="/richTextCenter" style={linkStyle}>
        {t('footer.privacy')}
      </PrefetchLink>
    ) : null,
    hasMenu ? (
      <PrefetchLink key="siteMap" to="/siteMap" style={linkStyle}>
        {t('footer.siteMap')}
      </PrefetchLink>
    ) : null,
    hasMenu ? (
      <PrefetchLink key="statement" to="/accessibility" style={linkStyle}>
        {t('footer.statement')}
      </PrefetchLink>
    ) : null,
    ...serviceLinks(footer, (to, label) => (
      <PrefetchLink key={to} to={to} style={linkStyle}>
        {label}
      </PrefetchLink>
    )),
  ].filter(Boolean);
  const cityLinks =
    site.kind === 'province'
      ? CITY_DIRECTORY.map((city) => ({ city, href: siteHomeHref(city, { kind: 'province' }, host) })).filter((entry) => entry.href)
      : [];

  return (
    <footer className={cx('ant-layout-footer portal-footer', THEME)} style={{ background: FOOTER_COLORS.background, color: FOOTER_COLORS.text }}>
      {pageLinks.length > 0 ? <div className="portal-footer-row">{pageLinks}</div> : null}
      {cityLinks.length > 0 ? (
        <nav aria-label={t('footer.cities')} className="portal-footer-row portal-footer-cities">
          <span>{t('common.labelled', { label: t('footer.cities') })}</span>
          {cityLinks.map(({ city, href }) => (
            <a key={city.code} href={href!} style={linkStyle} lang={locale === 'en' ? 'en' : 'zh-CN'} title={siteName(locale, city)}>
              {regionName(locale, city)}
            </a>
          ))}
        </nav>
      ) : null}
      <FooterFacts site={site} />
    </footer>
  );
}
