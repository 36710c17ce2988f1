/** Request rates shared by every node of one database (issue 20). */
export interface RateLimitTables {
  rate_limits: RateLimitTable;
}

/** The hits counted under one key in its current fixed window. */
export interface RateLimitTable {
  /** `route:<method> <url>:<client>` (HTTP rate limits) or `upload:<user id>`. */
  key: string;
  /** Hits since the window began, this one included. */
  count: number;
  /** When the window ends (epoch ms); a hit at or after it starts a new window. */
  reset_at: number;
}
