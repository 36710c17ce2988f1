import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { rememberLatestPath } from '@portal/auth';
import { useLocale, useText } from '@portal/i18n';
import { PageTitleProvider, pageLabel, siteName, uiText, useRenderedTitle, useServerRendered, useSite } from '@portal/ui-kit';
import { documentTitle, type TitleParts } from './document-title';
import { usePageViews } from './page-view';
import { RouteFocus } from './route-focus';
import { useCurrentHandle } from './route-handle';

/**
 * Spec §2 behaviours on every route change: the document title becomes the route's label
 * (issue 21 §11: followed by the site's name), and the location is remembered as `latestPath`
 * (the auth lib skips locations whose query carries a ticket or token), and a public page's view is
 * counted (issue 18).
 *
 * A page that shows an item names it with `usePageTitle` once its data is there; the title then
 * leads with the item (`交通运输企业名录 - 数据资源 - 江苏省公共数据授权运营平台`). The title is
 * written once per change: the route's parts and the page's item meet in one place, whichever
 * effect runs first (a page's effects run before this one's), so it never steps back to the label.
 */
export function RouteEffects({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const handle = useCurrentHandle();
  const site = useSite();
  const t = useText(uiText);
  const locale = useLocale();
  // Issue 19: the route's parts in the interface language (a change of language writes the title again).
  const parts = useMemo<Omit<TitleParts, 'item'>>(
    () => ({
      label: handle && (handle.site ? siteName(locale, handle.site) : handle.page ? pageLabel(t, handle.page) : handle.label),
      section: handle?.section ? pageLabel(t, handle.section) : undefined,
      site: siteName(locale, handle?.site ?? site),
    }),
    [handle, site, t, locale],
  );
  // Issue 15: on the server the title is read from what the render wrote (no effect runs there).
  useRenderedTitle()?.({ route: parts });
  const route = useRef<Omit<TitleParts, 'item'>>(parts);
  const item = useRef<string | undefined>(undefined);
  const locationKey = useRef(location.key);
  // Issue 15: a page from the server arrives titled (its item's name included), and its parts are
  // taken over one by one: the item's page may say its name after this shell's effect ran. Its title
  // stays until the item is named, the route's parts change (a language) or the visitor moves on.
  const serverTitle = useRef(useServerRendered() ? { key: location.key, routeTitle: documentTitle(parts) } : null);
  // Before any page's effect of the same change (layout effects run before passive ones).
  useLayoutEffect(() => {
    route.current = parts;
    locationKey.current = location.key;
  }, [parts, location.key]);

  const write = useCallback(() => {
    if (!route.current.label) return;
    const held = serverTitle.current;
    if (held && !item.current && held.key === locationKey.current && held.routeTitle === documentTitle(route.current)) return;
    serverTitle.current = null;
    const title = documentTitle({ ...route.current, item: item.current });
    if (document.title !== title) document.title = title;
  }, []);

  const setItem = useCallback(
    (title: string | undefined) => {
      item.current = title;
      write();
    },
    [write],
  );

  useEffect(write, [write, parts, location.key]);

  useEffect(() => {
    rememberLatestPath(location);
  }, [location]);
  usePageViews();

  return (
    <PageTitleProvider sink={setItem}>
      {children}
      <RouteFocus />
    </PageTitleProvider>
  );
}
