import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { rememberLatestPath } from '@portal/auth';
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
  serviceLinks,
  siteHomeHref,
} from '@portal/ui-kit';
import '@portal/ui-kit/layout.css';
import { documentTitle } from '../routing/document-title';

/**
 * Issue 13: a city site with every feature off. Each of its pages says the service is not open yet,
 * in the city's frame, with a way to the provincial portal: a static document that needs no router,
 * data layer or antd code. It renders the frame's markup with antd's class names, styled by the
 * site's static antd stylesheet and layout.css; links are plain links. The spec §2 behaviours that
 * remain hold here too: `/` goes to `/home`, every page is titled by its route label and the site,
 * the location is remembered as latestPath, and the `/nj` … `/sq` routes show that city's frame.
 */

const TO_PROVINCE = `前往${PROVINCE.nameZh}`;

type Page = { kind: 'unavailable'; label: string; city?: SiteIdentity } | { kind: 'notFound' } | { kind: 'forbidden' };

/** Every path a site offers (spec §2), as patterns: a city with no features shows them as not open yet. */
function routeLabels(): { pattern: RegExp; label: string }[] {
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
    .map(({ path, label }) => ({ pattern: new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`), label }));
}

export function staticPageOf(pathname: string): Page {
  if (pathname === paths.forbidden.path) return { kind: 'forbidden' };
  if (pathname === paths.notFound.path) return { kind: 'notFound' };
  const city = CITY_DIRECTORY.find((candidate) => pathname === `/${candidate.code}` || pathname === `/${candidate.code}/`);
  if (city) return { kind: 'unavailable', label: city.nameZh, city };
  // The workspace is a feature of its own: every page under it is not open either.
  if (pathname === paths.workspace.path || pathname.startsWith(`${paths.workspace.path}/`)) return { kind: 'unavailable', label: paths.workspace.label };
  const route = routeLabels().find(({ pattern }) => pattern.test(pathname));
  return route ? { kind: 'unavailable', label: route.label } : { kind: 'notFound' };
}

function Footer({ site, city }: { site: SiteConfig; city: SiteIdentity | undefined }) {
  // A city's own frame shown on this host carries that city's sponsor only (as CityLayout does).
  const footerSite = city ? { nameZh: city.nameZh, footer: { organizer: defaultOrganizer(city) } } : site;
  const links = serviceLinks(footerSite.footer).filter(Boolean);
  return (
    <footer className={`ant-layout-footer ${THEME} portal-footer`} style={{ background: FOOTER_COLORS.background, color: FOOTER_COLORS.text }}>
      {links.length > 0 ? <div className="portal-footer-row">{links}</div> : null}
      <FooterFacts site={footerSite} />
    </footer>
  );
}

function StaticPage({ site, page }: { site: SiteConfig; page: Page }) {
  const city = page.kind === 'unavailable' ? page.city : undefined;
  const frameSite = city ?? site;
  const province = siteHomeHref(PROVINCE, site);
  const home = (
    <ButtonAnchor type="primary" href={paths.home.href()}>
      返回首页
    </ButtonAnchor>
  );
  const content =
    page.kind === 'unavailable' ? (
      <PlainResult
        status="warning"
        title="服务暂未开通"
        subTitle={`${frameSite.regionZh}市的此项服务暂未开通，敬请期待。`}
        extra={
          province ? (
            <ButtonAnchor type="primary" href={province}>
              {TO_PROVINCE}
            </ButtonAnchor>
          ) : null
        }
      />
    ) : page.kind === 'forbidden' ? (
      <PlainResult status="info" title="403" subTitle="抱歉，您没有权限访问此页面。" extra={home} />
    ) : (
      <PlainResult status="info" title="404" subTitle="抱歉，您访问的页面不存在或已被删除。" extra={home} />
    );
  const header = (
    <HeaderBar
      title={frameSite.nameZh}
      brandLink={(props) => <a {...props} href={city ? `/${city.code}` : paths.home.href()} />}
      actions={
        city && province ? (
          <ButtonAnchor href={province} icon={HomeOutlined}>
            <span className={COMPACT_LABEL_CLASS}>返回省级平台</span>
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
  const page = staticPageOf(window.location.pathname);
  const label = page.kind === 'unavailable' ? page.label : page.kind === 'forbidden' ? paths.forbidden.label : paths.notFound.label;
  document.title = page.kind === 'unavailable' && page.city ? page.city.nameZh : documentTitle({ label, site: site.nameZh });
  rememberLatestPath(window.location);
  // Before the first paint, so a reader who chose large text never sees the page small first.
  document.documentElement.classList.toggle(READING_MODE_CLASS, localStorage.getItem(READING_MODE_KEY) === 'large');
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <ReadingModeProvider>
        <StaticPage site={site} page={page} />
      </ReadingModeProvider>
    </StrictMode>,
  );
  return root;
}
