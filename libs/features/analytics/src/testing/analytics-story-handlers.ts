import { delay, http } from 'msw';
import { anyOrigin, failure, ok } from '@portal/api-client/msw';
import { analyticsReport, emptyReport } from './analytics-fixtures';

const REPORT_PATH = anyOrigin('/primary/analytics/report');

/** A site's share of the province's use in the stories' answers. */
export const SITE_SCALE = 0.18;

/** What the stories' server was asked (each report request's query); a story's `beforeEach` resets it. */
export const analyticsServer = {
  queries: [] as Record<string, string>[],
  reset() {
    this.queries.length = 0;
  },
};

const noted = (request: Request) => {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  // The client's cache-busting `t` (spec §7) is not part of what the page asked for.
  delete query['t'];
  analyticsServer.queries.push(query);
  return query;
};

/** The report of the range asked for; a site's is smaller (its share of the province's use). */
const answered = http.get(REPORT_PATH, ({ request }) => {
  const { from, to, site } = noted(request);
  return ok(analyticsReport({ from, to, site: site ?? null, scale: site ? SITE_SCALE : 1 }));
});

/** msw handlers of the stories (`parameters.msw.handlers`): answered, loading forever, empty, failing. */
export const analyticsHandlers = {
  report: [answered],
  loading: [
    http.get(REPORT_PATH, async ({ request }) => {
      noted(request);
      return delay('infinite');
    }),
  ],
  empty: [
    http.get(REPORT_PATH, ({ request }) => {
      const { from, to, site } = noted(request);
      return ok(emptyReport({ from, to, site: site ?? null }));
    }),
  ],
  error: [
    http.get(REPORT_PATH, ({ request }) => {
      noted(request);
      return failure(5000, '服务繁忙，请稍后再试');
    }),
  ],
};
