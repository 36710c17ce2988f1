import { useSite } from '../theme/site-context';
import { usePageHost } from './page-host';

/**
 * Issue 15 §Findable: the JSON-LD context of the portal's schema.org data, with the DCAT and Dublin
 * Core terms a national catalogue harvests (`dct:accrualPeriodicity`, `dcat:theme`, …) beside them.
 */
export const STRUCTURED_DATA_CONTEXT = {
  '@vocab': 'https://schema.org/',
  dct: 'http://purl.org/dc/terms/',
  dcat: 'http://www.w3.org/ns/dcat#',
} as const;

/** Where a page's schema.org data points: the site's origin and the organisation that runs it. */
export interface StructuredDataSite {
  /** `https://nj.example.gov.cn`: the page's own scheme and host. */
  origin: string;
  /** The site's name, as its publisher. */
  name: string;
}

export function useStructuredDataSite(): StructuredDataSite {
  const host = usePageHost();
  const site = useSite();
  return { origin: `${host.protocol}//${host.host}`, name: site.nameZh };
}

/** The site as a publisher: the government platform that runs it. */
export const sitePublisher = (site: StructuredDataSite) => ({ '@type': 'GovernmentOrganization', name: site.name, url: `${site.origin}/home` });
