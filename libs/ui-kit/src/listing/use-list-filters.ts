import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListFilters, ListParams } from './list-params';

/** A sort choice as the sort menu offers it: `<field>:<order>`. */
export type SortChoice<F extends ListFilters> = `${NonNullable<F['sort']>}:${F['order']}`;

/**
 * A list's filters, page and sort, read from and written to the URL (issue 5).
 * Each change pushes a history entry, so back/forward restore the previous view;
 * any change other than the page itself starts again at page 1.
 */
export function useListFilters<F extends ListFilters, K extends keyof F & string>(spec: ListParams<F, K>) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // Keyed on the string so the object stays the same while the URL does (it is a query key).
  const filters = useMemo(() => spec.fromParams(new URLSearchParams(search)), [spec, search]);

  const update = useCallback(
    (change: Partial<F>) => setParams((current) => spec.toParams({ ...spec.fromParams(current), page: 1, ...change })),
    [spec, setParams],
  );

  return {
    filters,
    hasActiveFilters: spec.hasActiveFilters(filters),
    setFacet: useCallback((key: K, value: string | undefined) => update({ [key]: value || undefined } as Partial<F>), [update]),
    setKeyword: useCallback((keyword: string) => update({ keyword: keyword.trim() } as Partial<F>), [update]),
    setSort: useCallback(
      (choice: SortChoice<F>) => {
        const [sort, order] = choice.split(':') as [NonNullable<F['sort']>, F['order']];
        update({ sort, order } as Partial<F>);
      },
      [update],
    ),
    // A new page size starts again at page 1 (the old page number means other rows).
    setPage: useCallback(
      (page: number, pageSize: number) => update({ page: pageSize === filters.pageSize ? page : 1, pageSize } as Partial<F>),
      [update, filters.pageSize],
    ),
    /** Issue 15: the address of a page of this view (its filters kept), for links that work without JavaScript. */
    pageHref: useCallback((page: number) => `?${spec.toParams({ ...filters, page }).toString()}`, [spec, filters]),
    /** Moves to `page` in place: the URL's page is replaced, no history entry is added (issue 21 §12). */
    replacePage: useCallback(
      (page: number) => setParams((current) => spec.toParams({ ...spec.fromParams(current), page }), { replace: true }),
      [spec, setParams],
    ),
    /** Drops keyword and facets; the visitor's sort and page size stay. */
    clearFilters: useCallback(
      () =>
        setParams((current) => {
          const { sort, order, pageSize } = spec.fromParams(current);
          return spec.toParams({ ...spec.defaults, sort, order, pageSize });
        }),
      [spec, setParams],
    ),
  };
}
