/**
 * @portal/feature-data-resource: the data catalogue of spec §2 (/dataResource and its
 * hidden detail). The shell mounts `@portal/feature-data-resource/routes`; the pages load
 * lazily from there. This entry gives other screens the query factory.
 */
export { resourceQueries } from './api/resource-queries';
export { getResources } from './api/get-resources';
export { getResource } from './api/get-resource';
export { getOptions, type CatalogueOptions } from './api/get-options';
export { type ResourceFilters, RESOURCE_PARAMS } from './hooks/resource-filters';
export { dataResourceText } from './text';
