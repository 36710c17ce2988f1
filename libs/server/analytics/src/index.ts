/** Usage analytics (issue 18, decision 0031): batched daily counters and the report staff read. */
export { createUsageCounter, type UsageCounter, type UsageCounterOptions } from './usage-counter';
export { recordDownload, recordPageView, recordResourceDownload, recordSearch } from './usage-recording';
export { analyticsReport } from './analytics-report';
