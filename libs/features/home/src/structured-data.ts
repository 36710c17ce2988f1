import { paths, type SiteConfig } from '@portal/site-config';
import { STRUCTURED_DATA_CONTEXT, sitePublisher, type StructuredDataSite } from '@portal/ui-kit';

/** Issue 15 §Findable: the site as a schema.org WebSite, searchable where the site has its search. */
export function siteWebSite(where: StructuredDataSite, site: Pick<SiteConfig, 'nameEn' | 'features'>) {
  return {
    '@context': STRUCTURED_DATA_CONTEXT,
    '@type': 'WebSite',
    '@id': `${where.origin}/`,
    url: `${where.origin}/home`,
    name: where.name,
    alternateName: site.nameEn,
    inLanguage: 'zh-CN',
    publisher: sitePublisher(where),
    ...(site.features.includes('search')
      ? {
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${where.origin}${paths.search.path}?q={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        }
      : {}),
  };
}

/** What the service's names are made of (the feature's catalogue). */
export interface ServiceWords {
  /** The service's name: `江苏公共数据授权运营服务`. */
  name: string;
  /** Its kind, the same on every site. */
  serviceType: string;
  /** The area it serves: `江苏省`, `南京市`. */
  area: string;
  description: string;
}

/**
 * Issue 15 §Findable: what the platform does for the public, as a schema.org GovernmentService: the
 * authorization of public data use, provided by the site's government platform for its province or city.
 */
export function siteService(where: StructuredDataSite, words: ServiceWords) {
  return {
    '@context': STRUCTURED_DATA_CONTEXT,
    '@type': 'GovernmentService',
    '@id': `${where.origin}/#service`,
    name: words.name,
    serviceType: words.serviceType,
    description: words.description,
    url: `${where.origin}/home`,
    provider: sitePublisher(where),
    areaServed: { '@type': 'AdministrativeArea', name: words.area },
    availableChannel: { '@type': 'ServiceChannel', serviceUrl: `${where.origin}/home`, name: where.name },
  };
}
