/** Usage analytics (issue 18, decision 0031): batched daily counters and the report staff read. */
export { createUsageCounter, beijingDay, type UsageCounter, type UsageCounterOptions, type UsageKind } from './usage-counter';
export { recordDownload, recordPageView, recordSearch, queryKey, PUBLIC_PAGES, DETAIL_ROUTES } from './usage-recording';
export { analyticsReport, mayReadAnalytics, reportRange } from './analytics-report';
export { onboardingFunnel, median } from './onboarding-funnel';
