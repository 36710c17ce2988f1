import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { Suspense, lazy, type ComponentType } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { UserType } from '@portal/api-contract';
import { useAuth } from '@portal/auth';
import { useLocale, useText } from '@portal/i18n';
import { UserMenu } from '@portal/feature-login';
import { SearchBox } from '@portal/feature-search';
import { PROVINCE, paths, type SiteConfig, type SiteIdentity } from '@portal/site-config';
import {
  ButtonAnchor,
  ButtonLink,
  COMPACT_LABEL_CLASS,
  CityLayout,
  ForbiddenPage,
  PrefetchLink,
  HomeLayout,
  ServiceUnavailablePage,
  pageLabel,
  regionName,
  siteHomeHref,
  usePageHost,
  type HostLocation,
  siteName,
  uiText,
  useSite,
} from '@portal/ui-kit';
import { shellText } from '../text';
import { useCurrentHandle } from './route-handle';
import { workspaceHomePath } from './route-registry';

// Issue 22: the workspace header's bell loads for a signed-in user in the workspace only (issue 13 bytes).
const NotificationBell = lazy(() => import('@portal/feature-notifications/bell'));

/**
 * The header's site search (where the site offers search): the box on wide screens, a link to
 * /search on narrow ones (the header's container query picks one, layout.css), none on /search.
 */
function HeaderSearch() {
  const { pathname } = useLocation();
  const t = useText(shellText);
  if (pathname === '/search') return null;
  return (
    <>
      <SearchBox className="portal-header-search-wide" style={{ width: 260 }} />
      <ButtonLink to="/search" type="text" icon={SearchOutlined} aria-label={t('header.search')} className="portal-header-search-narrow" />
    </>
  );
}

/** The signed-in user's way between the public site and the workspace (issue 21 §2). */
function WorkspaceSwitch({ inWorkspace }: { inWorkspace: boolean }) {
  const { state } = useAuth();
  const site = useSite();
  const t = useText(uiText);
  if (!state || !site.features.includes('workspace')) return null;
  const [to, label, icon] = inWorkspace
    ? (['/home', t('workspace.portalHome'), HomeOutlined] as const)
    : (['/workspace', pageLabel(t, paths.workspace), AppstoreOutlined] as const);
  return (
    <ButtonLink to={to} type="text" icon={icon}>
      <span className={COMPACT_LABEL_CLASS}>{label}</span>
    </ButtonLink>
  );
}

/**
 * Header actions: site search, the workspace's notification bell (signed in), the signed-in user's
 * way to the workspace (or back to the portal from it), and the user menu or the login entry (where
 * the site offers them).
 */
export function HeaderActions({ inWorkspace = false }: { inWorkspace?: boolean }) {
  const site = useSite();
  const { state } = useAuth();
  const search = site.features.includes('search') && !inWorkspace;
  const login = site.features.includes('login');
  // Not before a temporary password is changed: every call but the change is refused until then (issue 17).
  const bell = inWorkspace && Boolean(state) && !state?.mustChangePassword;
  if (!search && !login && !bell) return null;
  return (
    <div className="portal-header-tools">
      {search ? <HeaderSearch /> : null}
      {bell ? (
        <Suspense fallback={null}>
          <NotificationBell />
        </Suspense>
      ) : null}
      {login ? <WorkspaceSwitch inWorkspace={inWorkspace} /> : null}
      {login ? <UserMenu /> : null}
    </div>
  );
}

/**
 * Public pages: the site's home layout, or the city layout when the current
 * route's feature is not enabled on this site (spec §2: city pages use the city
 * layout and show the service-unavailable page).
 */
export function SiteLayoutRoute() {
  const site = useSite();
  const handle = useCurrentHandle();
  const Layout = handle && !handle.available && site.kind === 'city' ? CityLayout : HomeLayout;
  return (
    <Layout headerExtra={<HeaderActions />}>
      <Outlet />
    </Layout>
  );
}

/** The provincial portal's home as seen from a city host (nj.example.gov.cn → example.gov.cn/home). */
export function provinceHref(site: Pick<SiteConfig, 'kind'>, location: HostLocation): string | null {
  if (site.kind === 'province') return null;
  return siteHomeHref(PROVINCE, site, location);
}

/**
 * Service-unavailable page for the current site or for a named city, always with a way
 * to the provincial portal (issue 21 §7): a link inside the app on the province's host,
 * the province's own host from a city's.
 */
export function UnavailableRoute({ city }: { city?: Pick<SiteIdentity, 'regionZh' | 'nameEn'> }) {
  const site = useSite();
  const t = useText(shellText);
  const locale = useLocale();
  const region = city ?? site;
  const external = provinceHref(site, usePageHost());
  const toProvince = t('province.goTo', { site: siteName(locale, PROVINCE) });
  const action = external ? (
    <a href={external}>{toProvince}</a>
  ) : site.kind === 'province' && city ? (
    <PrefetchLink to="/home">{toProvince}</PrefetchLink>
  ) : null;
  const named = t(site.kind === 'city' || city ? 'region.city' : 'region.province', { region: regionName(locale, region) });
  return <ServiceUnavailablePage regionName={named} action={action} />;
}

/**
 * Spec §2 /nj … /sq on any site: the city layout — the city's header and footer, and
 * a link back to the provincial portal in the header and on the page — with the
 * service-unavailable page. None of the current site's own actions (search, sign-in)
 * is mixed into the city's frame.
 */
export function CityRoute({ city }: { city: SiteIdentity }) {
  const site = useSite();
  const external = provinceHref(site, usePageHost());
  const t = useText(shellText);
  const label = <span className={COMPACT_LABEL_CLASS}>{t('province.back')}</span>;
  const back = external ? (
    <ButtonAnchor href={external} icon={HomeOutlined}>
      {label}
    </ButtonAnchor>
  ) : (
    <ButtonLink to="/home" icon={HomeOutlined}>
      {label}
    </ButtonLink>
  );
  return (
    <CityLayout city={city} headerExtra={back}>
      <UnavailableRoute city={city} />
    </CityLayout>
  );
}

/**
 * A workspace page only some user types may open: the others get the 403 page (the
 * server refuses their calls anyway; this spares them a page of errors). A corporation
 * that lands on the staff home goes to its own.
 */
export function withRoles(Page: ComponentType, roles: readonly UserType[], right?: string): ComponentType {
  function RoleGate() {
    const { state } = useAuth();
    const userType = state?.userType;
    if (userType && roles.includes(userType)) return right === undefined || state?.rights.includes(right) ? <Page /> : <ForbiddenPage />;
    // Staff pages keep no corporation content: a corporation goes to its own home instead.
    if (userType === 'second' && !roles.includes('second') && roles.includes('user')) {
      return <Navigate to={`/workspace/${workspaceHomePath(userType)}`} replace />;
    }
    return <ForbiddenPage />;
  }
  RoleGate.displayName = `RoleGate(${Page.displayName ?? Page.name})`;
  return RoleGate;
}
