/**
 * @portal/feature-data-resource: the data catalogue of spec §2 (/dataResource and its
 * hidden detail). The pages load lazily from `@portal/feature-data-resource/pages`;
 * this entry gives the shell (prefetching) and other screens the query factory.
 */
export { resourceQueries } from './api/resource-queries';
export { resourceKeys } from './api/keys';
export { getResources } from './api/get-resources';
export { getResource } from './api/get-resource';
export { getOptions, type CatalogueOptions } from './api/get-options';
export { resourceDetailPath } from './components/resource-list';
export { type ResourceFilters, filtersFromParams, paramsFromFilters, DEFAULT_FILTERS } from './hooks/resource-filters';
export { RESOURCE_STRINGS } from './strings';
