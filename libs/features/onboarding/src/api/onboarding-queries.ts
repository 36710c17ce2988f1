import { queryOptions } from '@tanstack/react-query';
import { requestOf } from '@portal/api-client';
import { getApplication, type ApplicationView } from './get-application';
import { getDomainOptions } from './get-domain-options';
import { getEntryConfigs } from './get-entry-configs';
import { getEntryFiles } from './get-entry-files';
import { getPrimaryHome } from './get-primary-home';
import { getReviewList, type ReviewFilters } from './get-review-list';

/** The feature's query factory (house style): keys general → specific, so invalidating `reviewLists()` works. */
export const onboardingQueries = {
  all: () => ['onboarding'] as const,
  /** One application as the signed-in corporation or staff member sees it (`mine` / `review`). */
  details: () => [...onboardingQueries.all(), 'detail'] as const,
  reviewLists: () => [...onboardingQueries.all(), 'review-list'] as const,
  /** A domain's entry templates as corporations list them (by domain id). */
  entryFileLists: () => [...onboardingQueries.all(), 'entry-files'] as const,
  detail: (view: ApplicationView, id: string) =>
    queryOptions({
      queryKey: [...onboardingQueries.details(), view, id] as const,
      queryFn: (context) => getApplication(view, id, requestOf(context)),
    }),
  reviewList: (filters: ReviewFilters) =>
    queryOptions({
      queryKey: [...onboardingQueries.reviewLists(), filters] as const,
      queryFn: (context) => getReviewList(filters, requestOf(context)),
      placeholderData: (previous) => previous,
    }),
  entryFileList: (domainId: string) =>
    queryOptions({
      queryKey: [...onboardingQueries.entryFileLists(), domainId] as const,
      queryFn: (context) => getEntryFiles(domainId, requestOf(context)),
      staleTime: 5 * 60_000,
    }),
  /** Every domain, its entry status and the caller's live application there. */
  domainOptions: () =>
    queryOptions({
      queryKey: [...onboardingQueries.all(), 'domain-options'] as const,
      queryFn: (context) => getDomainOptions(requestOf(context)),
    }),
  /** Every domain's entry configuration (admins only). */
  entryConfigs: () =>
    queryOptions({
      queryKey: [...onboardingQueries.all(), 'entry-configs'] as const,
      queryFn: (context) => getEntryConfigs(requestOf(context)),
      staleTime: 5 * 60_000,
    }),
  /** The signed-in reviewer's own domains (from GET /primary/home). */
  reviewerDomains: () =>
    queryOptions({
      queryKey: [...onboardingQueries.all(), 'reviewer-domains'] as const,
      queryFn: (context) => getPrimaryHome(requestOf(context)),
      select: (home) => home.domains,
      staleTime: 5 * 60_000,
    }),
};
