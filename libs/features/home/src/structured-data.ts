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
