/**
 * @portal/feature-search: the site-wide search of spec §2 (/search, issue 5).
 * The header's search box comes from here; the page loads lazily from
 * `@portal/feature-search/routes`.
 */
export { SearchBox, type SearchBoxProps } from './components/search-box';
export { searchQueries } from './api/search-queries';
export { getSearch } from './api/get-search';
export { searchParamsFrom, searchUrl, hitPath, type SearchParams } from './hooks/search-params';
export { searchText } from './text';
