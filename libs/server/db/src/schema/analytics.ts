/** Usage analytics (issue 18, decision 0031): daily counters, nothing personal. */
export interface AnalyticsTables {
  usage_counts: UsageCountTable;
}

/** How often something was used on one Beijing day on one site. */
export interface UsageCountTable {
  /** YYYY-MM-DD, Beijing time. */
  day: string;
  /** The site's id. */
  site: string;
  /** 'page' | 'detail' | 'download' | 'search'. */
  kind: string;
  /** A route pattern, `resource:<id>`, a file id, or a normalised query. */
  key: string;
  count: number;
  /** Searches: the sum of their result counts (0 for every other kind). */
  result_sum: number;
}
