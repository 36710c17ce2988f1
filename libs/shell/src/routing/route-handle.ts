import type { Feature, SiteIdentity } from '@portal/site-config';
import type { FeatureRoute } from '@portal/ui-kit';
import { useMatches } from 'react-router-dom';

/** A page of the paths registry: its pattern names it in ui-kit's catalogue (`pageLabel`). */
export interface LabelledPage {
  path: string;
  label: string;
}

/** Data every route carries in its `handle`. */
export interface RouteHandle {
  /** Spec §2 route label (the registry's, in Chinese): the document title's first part (issue 21 §11: then the site's name). */
  label: string;
  /** The registry page the label is of: the title shows its label in the interface language. */
  page?: LabelledPage | undefined;
  /** The section a child page belongs to (a detail's list, e.g. 数据资源): named after the item in the title. */
  section?: LabelledPage | undefined;
  /** The site whose frame the page shows, when not the current site's (a city page on the province's host). */
  site?: Pick<SiteIdentity, 'nameZh' | 'nameEn'> | undefined;
  feature?: Feature | undefined;
  /** False when the site does not enable the route's feature. */
  available: boolean;
  /** A public page's route pattern (`/dataResource/detail/:id`): its views are counted (issue 18). */
  pattern?: string | undefined;
  /** The page's loader, for the prefetcher (hover and viewport prefetch warm the data too). */
  data?: FeatureRoute['loader'];
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).label === 'string';
}

/** The handle of the deepest matched route that has one. */
export function useCurrentHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
