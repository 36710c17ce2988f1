import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import { StrictMode, useEffect, useMemo } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppStarted } from '../app/app-started';
import { rememberLatestPath } from '@portal/auth';
import { DEFAULT_LOCALE, activeLocale, restoreLocale, storedLocale, useLocale, useText, type Locale } from '@portal/i18n';
import { CITY_DIRECTORY, PROVINCE, defaultOrganizer, paths, type SiteConfig, type SiteIdentity } from '@portal/site-config';
import {
  ButtonAnchor,
  COMPACT_LABEL_CLASS,
  HeaderBar,
  FOOTER_COLORS,
  FooterFacts,
  PageFrame,
  PlainResult,
  READING_MODE_CLASS,
  READING_MODE_KEY,
  ReadingModeProvider,
  THEME,
  pageLabel,
  regionName,
  serviceLinks,
  siteHomeHref,
  usePageHost,
  siteName,
  storedLargeText,
  uiText,
  type UiText,
} from '@portal/ui-kit';
import '@portal/ui-kit/layout.css';
import { documentTitle } from '../routing/document-title';
import { shellText } from '../text';

/**
 * Issue 13: a city site with every feature off. Each of its pages says the service is not open yet,
 * in the city's frame, with a way to the provincial portal: a static document that needs no router,
 * data layer or antd code. It renders the frame's markup with antd's class names, styled by the
 * site's static antd stylesheet and layout.css; links are plain links. The spec §2 behaviours that
 * remain hold here too: `/` goes to `/home`, every page is titled by its route label and the site,
 * the location is remembered as latestPath, and the `/nj` … `/sq` routes show that city's frame.
 */

type Page = { kind: 'unavailable'; label: string; city?: SiteIdentity } | { kind: 'notFound' } | { kind: 'forbidden' };

/** Every path a site offers (spec §2), as patterns: a city with no features shows them as not open yet. */
function routeLabels(t: UiText): { pattern: RegExp; label: string }[] {
  const entries: { path: string; label: string }[] = [];
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const entry = value as { path?: unknown; label?: unknown };
    if (typeof entry.path === 'string' && typeof entry.label === 'string') entries.push({ path: entry.path, label: entry.label });
    for (const child of Object.values(value)) if (child && typeof child === 'object') visit(child);
  };
  visit(paths);
  return entries
    .filter(({ path }) => path !== paths.forbidden.path && path !== paths.notFound.path)
    .map((entry) => ({ pattern: new RegExp(`^${entry.path.replace(/:[^/]+/g, '[^/]+')}/?$`), label: pageLabel(t, entry) }));
}

/** The page of a path, labelled in the interface language (by default the active one). */
export function staticPageOf(pathname: string, t: UiText = uiText.t, locale: Locale = activeLocale()): Page {
  if (pathname === paths.forbidden.path) return { kind: 'forbidden' };
  if (pathname === paths.notFound.path) return { kind: 'notFound' };
  const city = CITY_DIRECTORY.find((candidate) => pathname === `/${candidate.code}` || pathname === `/${candidate.code}/`);
  if (city) return { kind: 'unavailable', label: siteName(locale, city), city };
  // The workspace is a feature of its own: every page under it is not open either.
  if (pathname === paths.workspace.path || pathname.startsWith(`${paths.workspace.path}/`))
    return { kind: 'unavailable', label: pageLabel(t, paths.workspace) };
  const route = routeLabels(t).find(({ pattern }) => pattern.test(pathname));
  return route ? { kind: 'unavailable', label: route.label } : { kind: 'notFound' };
}

function Footer({ site, city }: { site: SiteConfig; city: SiteIdentity | undefined }) {
  // A city's own frame shown on this host carries that city's sponsor only (as CityLayout does).
  const footerSite = city ? { nameZh: city.nameZh, nameEn: city.nameEn, footer: { organizer: defaultOrganizer(city) } } : site;
  const links = serviceLinks(footerSite.footer).filter(Boolean);
  return (
    <footer className={`ant-layout-footer ${THEME} portal-footer`} style={{ background: FOOTER_COLORS.background, color: FOOTER_COLORS.text }}>
      {links.length > 0 ? <div className="portal-footer-row">{links}</div> : null}
      <FooterFacts site={footerSite} />
    </footer>
  );
}

/** The document title of a static page: its label and the site's name, or the city's name in a city's frame. */
export function staticTitle(site: SiteConfig, page: Page, t: UiText, locale: Locale): string {
  if (page.kind === 'unavailable' && page.city) return siteName(locale, page.city);
  const label = page.kind === 'unavailable' ? page.label : pageLabel(t, page.kind === 'forbidden' ? paths.forbidden : paths.notFound);
  return documentTitle({ label, site: siteName(locale, site) });
}

export function StaticPage({ site, pathname }: { site: SiteConfig; pathname: string }) {
  const t = useText(uiText);
  const shell = useText(shellText);
  const locale = useLocale();
  // Issue 19: labelled and titled in the interface language, again when the visitor switches it.
  const page = useMemo(() => staticPageOf(pathname, t, locale), [pathname, t, locale]);
  useEffect(() => {
    document.title = staticTitle(site, page, t, locale);
  }, [site, page, t, locale]);
  const city = page.kind === 'unavailable' ? page.city : undefined;
  const frameSite = city ?? site;
  const province = siteHomeHref(PROVINCE, site, usePageHost());
  const home = (
    <ButtonAnchor type="primary" href={paths.home.href()}>
      {t('status.backHome')}
    </ButtonAnchor>
  );
  const content =
    page.kind === 'unavailable' ? (
      <PlainResult
        level={1}
        status="warning"
        title={t('status.unavailableTitle')}
        subTitle={t('status.unavailable', { region: shell('region.city', { region: regionName(locale, frameSite) }) })}
        extra={
          province ? (
            <ButtonAnchor type="primary" href={province}>
              {shell('province.goTo', { site: siteName(locale, PROVINCE) })}
            </ButtonAnchor>
          ) : null
        }
      />
    ) : (
      <PlainResult
        level={1}
        status="info"
        title={page.kind === 'forbidden' ? '403' : '404'}
        subTitle={t(page.kind === 'forbidden' ? 'status.forbidden' : 'status.notFound')}
        extra={home}
      />
    );
  const header = (
    <HeaderBar
      title={siteName(locale, frameSite)}
      brandLink={(props) => <a {...props} href={city ? `/${city.code}` : paths.home.href()} />}
      actions={
        city && province ? (
          <ButtonAnchor href={province} icon={HomeOutlined}>
            <span className={COMPACT_LABEL_CLASS}>{shell('province.back')}</span>
          </ButtonAnchor>
        ) : null
      }
    />
  );
  return (
    <PageFrame layout="city" header={header} footer={<Footer site={site} city={city} />}>
      {content}
    </PageFrame>
  );
}

/** Renders a city site with every feature off (what createPortalApp does for such a site). */
export function mountStaticSite(site: SiteConfig, container: HTMLElement | null = document.getElementById('root')) {
  if (!container) throw new Error('mountStaticSite: no element with id "root" to mount on');
  if (window.location.pathname === '/') window.history.replaceState(null, '', paths.home.href());
  const { pathname } = window.location;
  rememberLatestPath(window.location);
  // Before the first paint, so a reader who chose large text never sees the page small first.
  document.documentElement.classList.toggle(READING_MODE_CLASS, localStorage.getItem(READING_MODE_KEY) === 'large');
  const tree = (
    <StrictMode>
      <ReadingModeProvider>
        <StaticPage site={site} pathname={pathname} />
      </ReadingModeProvider>
      <AppStarted />
    </StrictMode>
  );
  // Issue 15: the server rendered the page in Chinese, at the usual size: taken over as it is.
  if (container.hasChildNodes() && storedLocale() === DEFAULT_LOCALE && !storedLargeText()) {
    void restoreLocale();
    return hydrateRoot(container, tree);
  }
  const root = createRoot(container);
  const render = () => root.render(tree);
  // Issue 19: a visitor who chose English before sees the page in English (its messages are fetched first).
  if (storedLocale() === DEFAULT_LOCALE) {
    void restoreLocale();
    render();
  } else void restoreLocale().finally(render);
  return root;
}
