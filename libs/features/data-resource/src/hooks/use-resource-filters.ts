import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_FILTERS, filtersFromParams, paramsFromFilters, type FacetKey, type ResourceFilters, type ResourceSort } from './resource-filters';

/**
 * The list's filters, page and sort live in the URL (issue 5: back/forward restore
 * them). Each change pushes a history entry; any change other than the page
 * itself starts again at page 1.
 */
export function useResourceFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // Keyed on the string so the object is stable while the URL is (it is a query key).
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(search)), [search]);

  const update = useCallback(
    (change: Partial<ResourceFilters>) => {
      setParams((current) => {
        const next: ResourceFilters = { ...filtersFromParams(current), page: 1, ...change };
        return paramsFromFilters(next);
      });
    },
    [setParams],
  );

  return {
    filters,
    setFacet: useCallback((key: FacetKey, value: string | undefined) => update({ [key]: value || undefined }), [update]),
    setKeyword: useCallback((keyword: string) => update({ keyword: keyword.trim() }), [update]),
    setSort: useCallback(
      (sort: ResourceSort) => {
        const [by, order] = sort.split(':') as [ResourceFilters['sort'], ResourceFilters['order']];
        update({ sort: by, order });
      },
      [update],
    ),
    // A new page size starts again at page 1 (the old page number means other rows).
    setPage: useCallback(
      (page: number, pageSize: number) => update({ page: pageSize === filters.pageSize ? page : 1, pageSize }),
      [update, filters.pageSize],
    ),
    /** Drops keyword and facets; the visitor's sort and page size stay. */
    clearFilters: useCallback(
      () =>
        setParams((current) => {
          const { sort, order, pageSize } = filtersFromParams(current);
          return paramsFromFilters({ ...DEFAULT_FILTERS, sort, order, pageSize });
        }),
      [setParams],
    ),
  };
}
