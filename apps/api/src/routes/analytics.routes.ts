import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@portal/api-contract';
import type { DomainContext } from '@portal/server-core';
import { analyticsReport, recordPageView, type UsageCounter } from '@portal/server-analytics';
import { contractRoute } from '../http/contract-route';

export interface AnalyticsRoutesOptions extends DomainContext {
  counter: UsageCounter;
  siteCodeOf: (request: FastifyRequest) => string;
  /** Page views per minute per client address (a beacon per navigation). */
  ratePerMinute: number;
}

/** Usage analytics (issue 18): the page-view beacon (public, counted in memory) and the staff report. */
export async function analyticsRoutes(app: FastifyInstance, { counter, siteCodeOf, ratePerMinute, ...domain }: AnalyticsRoutesOptions) {
  contractRoute(app, API.analytics.pageView, { config: { rateLimit: { max: ratePerMinute, timeWindow: '1 minute' } } }, async ({ request, body }) =>
    recordPageView(counter, siteCodeOf(request), body),
  );
  contractRoute(app, API.analytics.report, async ({ user, query }) => analyticsReport(user, domain, counter, query));
}
