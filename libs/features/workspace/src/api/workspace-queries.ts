import { queryOptions } from '@tanstack/react-query';
import { requestOf } from '@portal/api-client';
import { getPrimaryHome } from './get-primary-home';
import { getUserDetail, type UserDetailSource } from './get-user-detail';
import { getWorkerHome } from './get-worker-home';

/** The feature's query factory (house style): keys general → specific, so invalidating `homes()` refreshes both homes. */
export const workspaceQueries = {
  all: () => ['workspace'] as const,
  homes: () => [...workspaceQueries.all(), 'home'] as const,
  userDetails: () => [...workspaceQueries.all(), 'user-detail'] as const,
  primaryHome: () =>
    queryOptions({
      queryKey: [...workspaceQueries.homes(), 'primary'] as const,
      queryFn: (context) => getPrimaryHome(requestOf(context)),
      // To-do counts change with every decision made elsewhere: read them again on each visit (cached ones show meanwhile).
      staleTime: 0,
    }),
  workerHome: () =>
    queryOptions({
      queryKey: [...workspaceQueries.homes(), 'second'] as const,
      queryFn: (context) => getWorkerHome(requestOf(context)),
      // Statuses move with reviews made elsewhere: read them again on each visit (cached ones show meanwhile).
      staleTime: 0,
    }),
  userDetail: (source: UserDetailSource) =>
    queryOptions({
      queryKey: [...workspaceQueries.userDetails(), source.view, source.view === 'staff' ? source.userId : 'self'] as const,
      queryFn: (context) => getUserDetail(source, requestOf(context)),
    }),
};
