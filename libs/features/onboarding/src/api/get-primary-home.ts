import { queryOptions } from '@tanstack/react-query';
import { API } from '@portal/api-contract';
import { api, type CallOptions, requestOf } from '@portal/api-client';
import { onboardingKeys } from './keys';

/**
 * GET /primary/home — here only for `domains`, the reviewer's own domains (the first-review
 * filter offers those). Quiet: without it the filter falls back to the domains in the queue.
 */
export function getPrimaryHome(request: CallOptions = {}) {
  return api.call(API.workspace.primaryHome, {}, { quiet: true, ...(request) });
}

export const reviewerDomainsQuery = () =>
  queryOptions({
    queryKey: onboardingKeys.reviewerDomains(),
    queryFn: (context) => getPrimaryHome(requestOf(context)),
    select: (home) => home.domains,
    staleTime: 5 * 60_000,
  });
