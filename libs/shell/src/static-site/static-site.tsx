import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { StrictMode, createElement, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { rememberLatestPath } from '@portal/auth';
import { CITY_DIRECTORY, PROVINCE, defaultOrganizer, paths, type SiteConfig, type SiteIdentity } from '@portal/site-config';
import { READING_MODE_KEY, SiteLogo, siteHomeHref } from '@portal/ui-kit';
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

const THEME = 'portal';
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

function ReadingModeToggle() {
  const [large, setLarge] = useState(() => document.documentElement.classList.contains('portal-large-text'));
  return (
    <button
      type="button"
      aria-pressed={large}
      className="portal-footer-toggle portal-static-footer-link"
      onClick={() => {
        const on = !large;
        if (on) localStorage.setItem(READING_MODE_KEY, 'large');
        else localStorage.removeItem(READING_MODE_KEY);
        document.documentElement.classList.toggle('portal-large-text', on);
        setLarge(on);
      }}
    >
      适老化模式
    </button>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="portal-static-footer-link">
      {children}
      <span className="portal-visually-hidden">（在新窗口打开）</span>
    </a>
  );
}

function Footer({ site, city }: { site: SiteConfig; city: SiteIdentity | undefined }) {
  const footer = city ? { organizer: defaultOrganizer(city) } : site.footer;
  const { contact } = city ? { contact: undefined } : site;
  const rows: ReactNode[][] = [
    [
      'accessibilityUrl' in footer && footer.accessibilityUrl && !footer.accessibilityUrl.startsWith('/') ? <ExternalLink key="a11y" href={footer.accessibilityUrl}>无障碍浏览</ExternalLink> : null,
      'ageFriendly' in footer && footer.ageFriendly ? <ReadingModeToggle key="reading" /> : null,
      'errorReportUrl' in footer && footer.errorReportUrl ? <ExternalLink key="jiucuo" href={footer.errorReportUrl}>政府网站找错</ExternalLink> : null,
    ],
    [
      <span key="organizer">主办单位：{footer.organizer}</span>,
      'undertaker' in footer && footer.undertaker ? <span key="undertaker">承办单位：{footer.undertaker}</span> : null,
      'siteCode' in footer && footer.siteCode ? <span key="code">网站标识码：{footer.siteCode}</span> : null,
    ],
    [contact?.phone ? `服务热线：${contact.phone}` : null, contact?.email ? `电子邮箱：${contact.email}` : null, contact?.hours ? `服务时间：${contact.hours}` : null].map((part) =>
      part ? <span key={part}>{part}</span> : null,
    ),
    [
      'icp' in footer && footer.icp ? <ExternalLink key="icp" href="https://beian.miit.gov.cn/">{footer.icp}</ExternalLink> : null,
      'police' in footer && footer.police ? (
        <ExternalLink key="police" href={`https://beian.mps.gov.cn/#/query/webSearch?code=${encodeURIComponent(footer.police.replace(/\D/g, ''))}`}>{footer.police}</ExternalLink>
      ) : null,
    ],
  ];
  return (
    <footer className={`ant-layout-footer ${THEME} portal-static-footer`}>
      {rows
        .map((row) => row.filter(Boolean))
        .filter((row) => row.length > 0)
        .map((row, index) => (
          <div key={index} className="portal-static-footer-row">
            {row}
          </div>
        ))}
      <span>
        © {new Date().getFullYear()} {(city ?? site).nameZh}
      </span>
    </footer>
  );
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
  document.documentElement.classList.toggle('portal-large-text', localStorage.getItem(READING_MODE_KEY) === 'large');
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <StaticPage site={site} page={page} />
    </StrictMode>,
  );
  return root;
}
