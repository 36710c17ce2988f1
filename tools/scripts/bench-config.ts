/**
 * The server configuration the API benches use (bench-api, bench-soak): the dev identity tools, the
 * sites on localhost at the port it listens on, and the per-client limits of sign-in and search out
 * of the way (one loopback client stands for many).
 */
export function benchServerConfig(webRoot: string) {
  return {
    webRoot,
    casBaseUrl: undefined,
    publicOrigin: 'http://localhost:0',
    devTools: true,
    session: { idleMinutes: 30, absoluteHours: 12 },
    loginRatePerMinute: 1_000_000,
    searchRatePerMinute: 1_000_000,
  };
}

/** What the API benches seed (seedDemoData's options beside `now`). */
export interface BenchSeedSize {
  resources: number;
  /** Absent: the demo set (126 news items, 64 policies). */
  news?: number;
  policies?: number;
}

/** A whole number from the environment, or the default when unset or empty. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0 || value > max) throw new Error(`${name} must be a whole number 0…${max}, not ${JSON.stringify(text)}`);
  return value;
}

/**
 * How much the API benches seed (issue 16): BENCH_RESOURCES data resources (100 000 by default; the
 * bench also runs at 10 000 and 1 000 000) and BENCH_PUBLICATIONS news items and as many policies
 * (10 000 by default when there are ≥ 100 000 resources, else the demo set). Spread it into
 * seedDemoData's options: `seedDemoData(db, { now, ...benchSeedSize() })`.
 */
export function benchSeedSize(env: NodeJS.ProcessEnv = process.env): BenchSeedSize {
  const resources = wholeNumber(env, 'BENCH_RESOURCES', 100_000, 9_999_999);
  const publications = env['BENCH_PUBLICATIONS']?.trim() ? wholeNumber(env, 'BENCH_PUBLICATIONS', 0, 100_000) : resources >= 100_000 ? 10_000 : undefined;
  return publications === undefined ? { resources } : { resources, news: publications, policies: publications };
}

/** The p-th percentile of ascending numbers (nearest rank), to two decimals; NaN for none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number(sorted[Math.max(0, index)]!.toFixed(2));
}
