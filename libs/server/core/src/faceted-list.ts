import type { FacetBucket } from '@portal/api-contract';

/** Paging as every list query carries it (api-contract `pagingQuery`). */
export interface Paging {
  page: number;
  pageSize: number;
}

/** One page of a list: limit and offset worked out from the paging. */
export const pageWindow = ({ page, pageSize }: Paging) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/**
 * The one shape of a faceted list on the server (issue 14): a page of items, the total, and each
 * facet's buckets. Each facet counts with every other filter applied but its own (the caller's
 * `filtered(except)` does that), so choosing a value never hides the others.
 *
 * With a `signal` (the request's, `DomainContext.signal`), a list whose counts are worked out for
 * this request alone reads its page first and counts only if the client is still there (issue 16,
 * decision 0026): the counts are the costly part, and a client that left while the page was read
 * (or while its queries waited for a pooled connection) costs no more. Counts a `summaryCache`
 * keeps are shared with other requests and are asked with the page at once, as without a signal.
 */
export async function facetedList<Item, F extends string>(spec: {
  paging: Paging;
  items: (window: { limit: number; offset: number }) => Promise<Item[]>;
  total: () => Promise<number>;
  facets: Record<F, () => Promise<FacetBucket[]>>;
  /**
   * Where the total and the facets may be kept between requests (issue 16: a content cache keyed by
   * the list's filters); without it they are worked out on every request.
   */
  summaryCache?: (compute: () => Promise<ListSummary<F>>) => Promise<ListSummary<F>>;
  /** Aborts when the client has gone: checked before the page, before the counts and at the end. */
  signal?: AbortSignal | undefined;
}): Promise<{ items: Item[]; total: number; page: number; pageSize: number; facets: Record<F, FacetBucket[]> }> {
  const { signal } = spec;
  const compute = async (): Promise<ListSummary<F>> => {
    const names = Object.keys(spec.facets) as F[];
    const [total, ...buckets] = await Promise.all([spec.total(), ...names.map((name) => spec.facets[name]())]);
    return { total, facets: Object.fromEntries(names.map((name, i) => [name, buckets[i] ?? []])) as Record<F, FacetBucket[]> };
  };
  signal?.throwIfAborted();
  let items: Item[];
  let summary: ListSummary<F>;
  if (signal && !spec.summaryCache) {
    items = await spec.items(pageWindow(spec.paging));
    signal.throwIfAborted();
    summary = await compute();
  } else {
    [items, summary] = await Promise.all([spec.items(pageWindow(spec.paging)), spec.summaryCache ? spec.summaryCache(compute) : compute()]);
  }
  signal?.throwIfAborted();
  return { items, total: summary.total, page: spec.paging.page, pageSize: spec.paging.pageSize, facets: summary.facets };
}

/** A list's total and facet buckets: what does not depend on the page or the order. */
export interface ListSummary<F extends string> {
  total: number;
  facets: Record<F, FacetBucket[]>;
}

/** The buckets of a facet with a fixed list of values (labels from the contract), zero counts kept. */
export function fixedBuckets<V extends string>(values: readonly V[], labels: Record<V, string>, counts: Map<string, number>): FacetBucket[] {
  return values.map((value) => ({ value, label: labels[value], count: counts.get(value) ?? 0 }));
}

/** Year buckets, newest first, over the range of years present (empty years kept, counted 0). */
export function yearBuckets(range: { min: number; max: number } | undefined, counts: Map<number, number>): FacetBucket[] {
  if (!range) return [];
  const buckets: FacetBucket[] = [];
  for (let year = range.max; year >= range.min; year--) buckets.push({ value: String(year), label: `${year}年`, count: counts.get(year) ?? 0 });
  return buckets;
}
