import { queryOptions } from '@tanstack/react-query';
import type { ApplicationStatus, AuthorizationStatus } from '@portal/api-contract';
import { requestOf } from '@portal/api-client';
import {
  getAllAuthorizations,
  getApplication,
  getMyApplications,
  getMyAuthorizations,
  getResource,
  getReviewList,
  type DataUseView,
  type PageFilters,
  type ReviewFilters,
} from './get-data-use';

/**
 * The feature's query factory (house style): keys general → specific, so a change invalidates a
 * whole family (`lists()`). An app key is never part of any query: it lives in the dialog showing it.
 */
export const dataUseQueries = {
  all: () => ['data-use'] as const,
  details: () => [...dataUseQueries.all(), 'detail'] as const,
  /** Every list of applications or authorizations (mine, the queues, the platform's). */
  lists: () => [...dataUseQueries.all(), 'list'] as const,
  resource: (id: string) =>
    queryOptions({
      queryKey: [...dataUseQueries.all(), 'resource', id] as const,
      queryFn: (context) => getResource(id, requestOf(context)),
      staleTime: 5 * 60_000,
    }),
  detail: (view: DataUseView, id: string) =>
    queryOptions({
      queryKey: [...dataUseQueries.details(), view, id] as const,
      queryFn: (context) => getApplication(view, id, requestOf(context)),
    }),
  mine: (filters: PageFilters<ApplicationStatus>) =>
    queryOptions({
      queryKey: [...dataUseQueries.lists(), 'mine', filters] as const,
      queryFn: (context) => getMyApplications(filters, requestOf(context)),
      placeholderData: (previous) => previous,
    }),
  myAuthorizations: (filters: PageFilters<AuthorizationStatus>) =>
    queryOptions({
      queryKey: [...dataUseQueries.lists(), 'my-authorizations', filters] as const,
      queryFn: (context) => getMyAuthorizations(filters, requestOf(context)),
      placeholderData: (previous) => previous,
    }),
  reviewList: (filters: ReviewFilters) =>
    queryOptions({
      queryKey: [...dataUseQueries.lists(), 'review', filters] as const,
      queryFn: (context) => getReviewList(filters, requestOf(context)),
      placeholderData: (previous) => previous,
    }),
  allAuthorizations: (filters: PageFilters<AuthorizationStatus>) =>
    queryOptions({
      queryKey: [...dataUseQueries.lists(), 'authorizations', filters] as const,
      queryFn: (context) => getAllAuthorizations(filters, requestOf(context)),
      placeholderData: (previous) => previous,
    }),
};
