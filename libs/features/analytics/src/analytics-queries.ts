import { queryOptions } from '@tanstack/react-query';
import { analyticsApi } from '@portal/api-contract';
import { api, requestOf } from '@portal/api-client';
import { analyticsQuery, type DayRange } from './analytics-filters';

/** The usage analytics' queries (house style: keys general → specific, under the feature's `['analytics']`). */
export const analyticsQueries = {
  all: () => ['analytics'] as const,
  report: (range: DayRange, site: string | undefined) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), 'report', { ...range, site: site ?? null }] as const,
      queryFn: (context) => api.call(analyticsApi.report, { query: analyticsQuery(range, site) }, requestOf(context)),
      // The last report stays on screen (dimmed) while another range or site loads.
      placeholderData: (previous) => previous,
    }),
};
