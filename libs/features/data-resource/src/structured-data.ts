import {
  OPEN_TYPE_LABELS,
  UPDATE_FREQUENCY_LABELS,
  type DataFormat,
  type ResourceDelivery,
  type ResourceDetail,
  type ResourceSummary,
} from '@portal/api-contract';
import { paths } from '@portal/site-config';
import { STRUCTURED_DATA_CONTEXT, sitePublisher, type StructuredDataSite } from '@portal/ui-kit';

/** The media type of each format a resource is offered in (an API has none: it is a service). */
const MEDIA_TYPES: Record<DataFormat, string | null> = {
  CSV: 'text/csv',
  JSON: 'application/json',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  XML: 'application/xml',
  PDF: 'application/pdf',
  API: null,
};

/** DCAT's update frequencies: the EU Publications Office's authority list, as data.europa.eu and DCAT-AP use it. */
const FREQUENCIES: Record<ResourceDetail['updateFrequency'], string> = {
  realtime: 'UPDATE_CONT',
  daily: 'DAILY',
  weekly: 'WEEKLY',
  monthly: 'MONTHLY',
  quarterly: 'QUARTERLY',
  yearly: 'ANNUAL',
  irregular: 'IRREG',
};

const FREQUENCY_AUTHORITY = 'http://publications.europa.eu/resource/authority/frequency/';

export const resourceUrl = (site: StructuredDataSite, id: string) => `${site.origin}${paths.dataResource.detail.href(id)}`;

/** The resource catalogue of a site (`/dataResource`), as a schema.org DataCatalog named `name` (the catalogue's `seo.catalogue`). */
export const resourceCatalogue = (site: StructuredDataSite, name: string) => ({
  '@type': 'DataCatalog',
  name,
  url: `${site.origin}${paths.dataResource.path}`,
  publisher: sitePublisher(site),
});

/**
 * Issue 15 §Findable: a resource as a schema.org Dataset, aligned with DCAT (identifier, theme,
 * access rights and update frequency in Dublin Core / DCAT terms), with its files as distributions
 * once they are published (open resources) and its formats otherwise.
 */
export function resourceDataset(resource: ResourceDetail, delivery: ResourceDelivery | undefined, site: StructuredDataSite, catalogue: string) {
  const url = resourceUrl(site, resource.id);
  const distributions = delivery?.distributions ?? [];
  return {
    '@context': STRUCTURED_DATA_CONTEXT,
    '@type': 'Dataset',
    '@id': url,
    url,
    identifier: resource.code,
    name: resource.name,
    description: resource.description,
    inLanguage: 'zh-CN',
    keywords: [...resource.tags, resource.domain.name],
    publisher: { '@type': 'GovernmentOrganization', name: resource.department.name },
    provider: sitePublisher(site),
    datePublished: resource.publishedAt,
    dateModified: resource.updatedAt,
    isAccessibleForFree: true,
    conditionsOfAccess: OPEN_TYPE_LABELS[resource.openType],
    'dct:accessRights': OPEN_TYPE_LABELS[resource.openType],
    'dcat:theme': resource.domain.name,
    'dct:accrualPeriodicity': {
      '@id': `${FREQUENCY_AUTHORITY}${FREQUENCIES[resource.updateFrequency]}`,
      name: UPDATE_FREQUENCY_LABELS[resource.updateFrequency],
    },
    encodingFormat: resource.formats.flatMap((format) => MEDIA_TYPES[format] ?? []),
    variableMeasured: resource.fields.map((field) => ({ '@type': 'PropertyValue', name: field.label, propertyID: field.name, description: field.description })),
    ...(distributions.length > 0
      ? {
          distribution: distributions.map((file) => ({
            '@type': 'DataDownload',
            encodingFormat: MEDIA_TYPES[file.format],
            contentUrl: new URL(file.url, site.origin).toString(),
            contentSize: `${file.byteSize} B`,
            dateModified: file.updatedAt,
          })),
        }
      : {}),
    includedInDataCatalog: resourceCatalogue(site, catalogue),
  };
}

/** A page of the resource list: the catalogue and the datasets it shows. */
export function resourceCataloguePage(resources: readonly ResourceSummary[], site: StructuredDataSite, catalogue: string) {
  return {
    '@context': STRUCTURED_DATA_CONTEXT,
    ...resourceCatalogue(site, catalogue),
    dataset: resources.map((resource) => ({
      '@type': 'Dataset',
      '@id': resourceUrl(site, resource.id),
      url: resourceUrl(site, resource.id),
      identifier: resource.code,
      name: resource.name,
      dateModified: resource.updatedAt,
    })),
  };
}
