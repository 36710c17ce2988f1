/**
 * @portal/feature-search: the site-wide search of spec §2 (/search, issue 5).
 * The header's search box comes from here; the page loads lazily from
 * `@portal/feature-search/routes`.
 */
export { SearchBox, type SearchBoxProps } from './components/search-box';
export { searchQuery, searchKeys, getSearch } from './api/search-queries';
export { searchParamsFrom, searchUrl, hitPath, type SearchParams } from './hooks/search-params';
export { SEARCH_STRINGS } from './strings';
