/**
 * The one place test time limits scale (issue 11). Tests wait on events and state; these limits
 * only say when to give up. On a slow or busy machine set TEST_TIME_FACTOR (e.g. 2) and every
 * limit derived here grows with it.
 */
export const TIME_FACTOR = Math.max(1, Number(process.env['TEST_TIME_FACTOR'] || 1));

/** A time limit in ms, scaled by TEST_TIME_FACTOR. */
export const scaled = (ms: number) => Math.round(ms * TIME_FACTOR);

/**
 * How long testing-library's findBy…/waitFor wait for state (its default is 1 s): a first render of
 * an antd page on a busy 2-core machine can take seconds. Used by the happy-dom and story tests.
 */
export const ASYNC_UTIL_TIMEOUT_MS = scaled(10_000);
