import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { StrictMode, createElement, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { rememberLatestPath } from '@portal/auth';
import { CITY_DIRECTORY, PROVINCE, defaultOrganizer, paths, type SiteConfig, type SiteIdentity } from '@portal/site-config';
import { FOOTER_COLORS, FooterFacts, READING_MODE_KEY, ReadingModeProvider, SiteLogo, THEME_CLASS, serviceLinks, siteHomeHref, useReadingMode } from '@portal/ui-kit';
import '@portal/ui-kit/layout.css';
import { documentTitle } from '../routing/document-title';
import './static-site.css';

/**
 * Issue 13: a city site with every feature off. Each of its pages says the service is not open yet,
 * in the city's frame, with a way to the provincial portal: a static document that needs no router,
 * data layer or antd code. It renders the frame's markup with antd's class names, styled by the
 * site's static antd stylesheet and layout.css; links are plain links. The spec §2 behaviours that
 * remain hold here too: `/` goes to `/home`, every page is titled by its route label and the site,
 * the location is remembered as latestPath, and the `/nj` … `/sq` routes show that city's frame.
 */

const THEME = THEME_CLASS;
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

interface SvgNode {
  tag: string;
  attrs: Record<string, string>;
  children?: SvgNode[];
}

/**
 * An antd icon from its definition, as antd draws it (`anticon` and its styles come with the static
 * stylesheet). Not @ant-design/icons' component: it adds its own <style> element at run time, and a
 * static page has no ConfigProvider to hand it the CSP nonce.
 */
function StaticIcon({ definition }: { definition: IconDefinition }) {
  const draw = ({ tag, attrs, children = [] }: SvgNode, extra: Record<string, unknown> = {}, key?: number): ReactNode =>
    createElement(tag, { ...attrs, ...extra, key }, ...children.map((child, index) => draw(child, {}, index)));
  return (
    <span role="img" aria-hidden className={`anticon anticon-${definition.name}`}>
      {draw(definition.icon as SvgNode, { width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': true })}
    </span>
  );
}

function StatusResult({ status, title, subTitle, extra }: { status: 'warning' | 'info'; title: string; subTitle: string; extra?: ReactNode }) {
  return (
    <div className={`ant-result ant-result-${status} ${THEME}`}>
      <div className="ant-result-icon">
        <StaticIcon definition={status === 'warning' ? ExclamationCircleFilled : InfoCircleFilled} />
      </div>
      <div className="ant-result-title">{title}</div>
      <div className="ant-result-subtitle">{subTitle}</div>
      {extra ? <div className="ant-result-extra">{extra}</div> : null}
    </div>
  );
}

const buttonClass = (type: 'primary' | 'default') =>
  `ant-btn ${THEME} ant-btn-${type} ant-btn-color-${type} ant-btn-variant-${type === 'primary' ? 'solid' : 'outlined'}`;

function Footer({ site, city }: { site: SiteConfig; city: SiteIdentity | undefined }) {
  // A city's own frame shown on this host carries that city's sponsor only (as CityLayout does).
  const footerSite = city ? { nameZh: city.nameZh, footer: { organizer: defaultOrganizer(city) } } : site;
  const links = serviceLinks(footerSite.footer).filter(Boolean);
  return (
    <footer className={`ant-layout-footer ${THEME} portal-static-footer`} style={{ background: FOOTER_COLORS.background, color: FOOTER_COLORS.text }}>
      {links.length > 0 ? <div className="portal-footer-row">{links}</div> : null}
      <FooterFacts site={footerSite} />
    </footer>
  );
}

/** The age-friendly mode scales the whole static page (it has no theme to switch). */
function LargeTextClass() {
  const { largeText } = useReadingMode();
  useEffect(() => {
    document.documentElement.classList.toggle('portal-large-text', largeText);
  }, [largeText]);
  return null;
}

function StaticPage({ site, page }: { site: SiteConfig; page: Page }) {
  const city = page.kind === 'unavailable' ? page.city : undefined;
  const frameSite = city ?? site;
  const province = siteHomeHref(PROVINCE, site);
  const toProvince = province ? (
    <a className={buttonClass('primary')} href={province}>
      <span>{TO_PROVINCE}</span>
    </a>
  ) : null;
  const region = `${frameSite.regionZh}市`;
  const content =
    page.kind === 'unavailable' ? (
      <StatusResult status="warning" title="服务暂未开通" subTitle={`${region}的此项服务暂未开通，敬请期待。`} extra={toProvince} />
    ) : page.kind === 'forbidden' ? (
      <StatusResult status="info" title="403" subTitle="抱歉，您没有权限访问此页面。" extra={<a className={buttonClass('primary')} href={paths.home.href()}><span>返回首页</span></a>} />
    ) : (
      <StatusResult status="info" title="404" subTitle="抱歉，您访问的页面不存在或已被删除。" extra={<a className={buttonClass('primary')} href={paths.home.href()}><span>返回首页</span></a>} />
    );
  return (
    <div className={`ant-layout ${THEME}`} data-layout="city">
      <a href="#main-content" className="portal-skip-link">
        跳到主要内容
      </a>
      <header className={`ant-layout-header portal-header ${THEME}`}>
        <div className="portal-header-bar">
          <a href={city ? `/${city.code}` : paths.home.href()} className="portal-header-brand" aria-label={`${frameSite.nameZh}首页`}>
            <SiteLogo />
            <h1 className={`ant-typography portal-header-title ${THEME}`}>{frameSite.nameZh}</h1>
          </a>
          <div className="portal-header-actions">
            {city && province ? (
              <a className={buttonClass('default')} href={province}>
                <span className="ant-btn-icon">
                  <StaticIcon definition={HomeOutlined} />
                </span>
                <span className="portal-compact-label">返回省级平台</span>
              </a>
            ) : null}
          </div>
        </div>
      </header>
      <div className={`ant-layout ${THEME}`}>
        <main id="main-content" tabIndex={-1} className={`ant-layout-content portal-main ${THEME}`}>
          <div className="portal-static-content">{content}</div>
        </main>
      </div>
      <Footer site={site} city={city} />
    </div>
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
  document.documentElement.classList.toggle('portal-large-text', localStorage.getItem(READING_MODE_KEY) === 'large');
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <ReadingModeProvider>
        <LargeTextClass />
        <StaticPage site={site} page={page} />
      </ReadingModeProvider>
    </StrictMode>,
  );
  return root;
}
