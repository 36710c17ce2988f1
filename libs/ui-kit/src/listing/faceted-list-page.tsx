import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { formatThousands } from '@portal/util';
import { FacetedListLayout } from './faceted-list-layout';
import { FacetPanel, type FacetGroup } from './facet-panel';
import type { ListFilters, ListParams } from './list-params';
import type { ListViewProps } from './list-states';
import { ListSearch, SortSelect } from './list-toolbar';
import { useListFilters, type SortChoice } from './use-list-filters';

/**
 * A list's query options, as a feature's `queryOptions` factory gives them (its
 * key is a specific tuple, hence the loose key type here).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the factory's own key tuple type
export type ListQueryOptions<D> = UseQueryOptions<D, Error, D, any>;

/** What every paged list answer has. */
export interface PagedData {
  total: number;
}

/** The last page of `total` rows (1 when there are none). */
const lastPageOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * A faceted list's filters from the URL and its query (issue 5): the previous
 * page stays on screen, dimmed, while the next filters load, so facets do not jump.
 *
 * A page past the last one (an old link, a hand-edited `?page=999`, a list that shrank)
 * moves to the last page, replacing the URL's page (issue 21 §12): the visitor sees rows, not
 * an empty page 52 of "共 520 条", and Back does not return to the empty page.
 */
export function useFacetedListQuery<F extends ListFilters, K extends keyof F & string, D extends PagedData>(
  params: ListParams<F, K>,
  options: (filters: F) => ListQueryOptions<D>,
) {
  const list = useListFilters(params);
  const query = useQuery({ ...options(list.filters), placeholderData: keepPreviousData });
  const data = query.data;
  // Only the answer for these very filters says how many pages there are (a placeholder is the previous view's).
  const lastPage = data && !query.isPlaceholderData ? lastPageOf(data.total, list.filters.pageSize) : undefined;
  const pastEnd = lastPage !== undefined && list.filters.page > lastPage;
  const { replacePage } = list;
  useEffect(() => {
    if (pastEnd) replacePage(lastPage);
  }, [pastEnd, lastPage, replacePage]);
  const busy = (query.isFetching && query.isPlaceholderData) || pastEnd;
  return { ...list, query, data, busy, clear: list.hasActiveFilters ? list.clearFilters : undefined };
}

export interface FacetedListStrings {
  title: string;
  home?: string;
  /** Names the facet column (and its toggle on narrow screens). */
  facets: string;
  all?: string;
  clear?: string;
  searchLabel: string;
  searchPlaceholder?: string;
  searchButton?: string;
  pagination?: string;
  failed: string;
  retry?: string;
  /** The count line, from the formatted total. */
  total: (total: string) => string;
}

/**
 * The sort menu of a list whose server takes a sort (issue 14): the page keeps the choice in the URL's
 * `sort` and `order` (left out at the list's default) and starts again at page 1 when it changes.
 */
export interface FacetedListSort<F extends ListFilters> {
  /** The choices, `<sort>:<order>` (`sortOptions(strings.sort.options)`); those that do not apply to the filters are not offered. */
  options: readonly { value: NoInfer<SortChoice<F>>; label: string }[];
  /** The menu's label; 排序方式 by default. */
  label?: string;
}

/**
 * The sort menu shows the sort the list is in, which may be a default that depends on the keyword
 * (issue 16: 相关度 with a keyword), and offers only the choices that would apply: one the list would
 * not be in if chosen (relevance without a keyword) is left out.
 */
function ListSort<F extends ListFilters, K extends keyof F & string>({
  params,
  filters,
  sort,
  onChange,
}: {
  params: ListParams<F, K>;
  filters: F;
  sort: FacetedListSort<F>;
  onChange: (choice: SortChoice<F>) => void;
}) {
  const applies = (choice: SortChoice<F>) => {
    const [field] = choice.split(':') as [F['sort']];
    return params.sortOf({ ...filters, sort: field }) === field;
  };
  const options = sort.options.filter((option) => applies(option.value));
  const value = `${params.sortOf(filters) ?? ''}:${filters.order}` as SortChoice<F>;
  return <SortSelect<SortChoice<F>> value={value} options={options} onChange={onChange} label={sort.label} />;
}

/** What the page hands its list: the ListView props a feature's list takes. */
export type FacetedListState<T> = Pick<ListViewProps<T>, 'loading' | 'onClear' | 'error' | 'skeletonRows'>;

export interface FacetedListPageProps<F extends ListFilters, K extends keyof F & string, D extends PagedData> {
  params: ListParams<F, K>;
  query: (filters: F) => ListQueryOptions<D>;
  facetGroups: (data: D | undefined) => FacetGroup<K>[] | undefined;
  skeletonGroups?: number;
  strings: FacetedListStrings;
  /** The sort menu, when the list has one; the page owns its state. Lists the server orders itself have none. */
  sort?: FacetedListSort<F>;
  /** The rows: the feature's list component with the state given. */
  renderList: (data: D | undefined, state: FacetedListState<unknown>) => ReactNode;
}

/**
 * A whole faceted list page (issue 5 /dataResource, /dataProduct, /dynamics, /policy, /applylist;
 * issue 14: every faceted list is one): facets with counts, keyword, sort, count line and pages,
 * all in the URL; the feature supplies the query, the facet groups, its sort choices and its rows.
 */
export function FacetedListPage<F extends ListFilters, K extends keyof F & string, D extends PagedData>({
  params,
  query: options,
  facetGroups,
  skeletonGroups = 2,
  strings: S,
  sort,
  renderList,
}: FacetedListPageProps<F, K, D>) {
  const { filters, setFacet, setKeyword, setSort, setPage, pageHref, query, data, busy, clear } = useFacetedListQuery(params, options);
  return (
    <FacetedListLayout
      title={S.title}
      homeLabel={S.home}
      facetsLabel={S.facets}
      facets={
        <FacetPanel
          groups={facetGroups(data)}
          skeletonGroups={skeletonGroups}
          selected={filters as Partial<Record<K, string>>}
          onChange={setFacet}
          onClear={clear}
          busy={busy}
          allLabel={S.all}
          clearLabel={S.clear}
        />
      }
      search={
        <ListSearch
          key={filters.keyword}
          keyword={filters.keyword}
          onSearch={setKeyword}
          label={S.searchLabel}
          placeholder={S.searchPlaceholder}
          buttonLabel={S.searchButton}
        />
      }
      summary={data ? S.total(formatThousands(data.total)) : '\u00a0'}
      sort={sort ? <ListSort params={params} filters={filters} sort={sort} onChange={setSort} /> : null}
      paging={
        data && {
          current: filters.page,
          pageSize: filters.pageSize,
          total: data.total,
          pageSizes: params.pageSizes,
          onChange: setPage,
          hrefOf: pageHref,
          label: S.pagination,
        }
      }
    >
      {renderList(data, {
        loading: query.isPending || busy,
        error: query.isError && !data ? { title: S.failed, onRetry: () => void query.refetch(), retryLabel: S.retry } : undefined,
        onClear: clear,
        skeletonRows: Math.min(filters.pageSize, 5),
      })}
    </FacetedListLayout>
  );
}
