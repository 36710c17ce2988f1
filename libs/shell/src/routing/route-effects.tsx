import { useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { rememberLatestPath } from '@portal/auth';
import { PageTitleProvider, useSite } from '@portal/ui-kit';
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
  const route = useRef<Omit<TitleParts, 'item'>>({ label: undefined, site: site.nameZh });
  const item = useRef<string | undefined>(undefined);
  // Before any page's effect of the same change (layout effects run before passive ones).
  useLayoutEffect(() => {
    route.current = { label: handle?.label, section: handle?.section, site: handle?.siteName ?? site.nameZh };
  }, [handle?.label, handle?.section, handle?.siteName, site.nameZh]);

  const write = useCallback(() => {
    if (!route.current.label) return;
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

  useEffect(write, [write, handle?.label, handle?.section, handle?.siteName, site.nameZh, location.key]);

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
