import { queryOptions } from '@tanstack/react-query';
import { administrationApi, onboardingApi, usersApi, type AdminListQuery, type UserListQuery } from '@portal/api-contract';
import { api, requestOf } from '@portal/api-client';

/** The list's filters as the URL keeps them (issue 17: search, role, status, client, page). */
export type AdminFilters = Pick<AdminListQuery, 'page' | 'pageSize'> & Partial<Pick<AdminListQuery, 'keyword' | 'role' | 'status' | 'client'>>;

const queryOf = (filters: object) =>
  Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/** The feature's query factory (house style): keys general → specific, so invalidating `accounts()` works. */
export const administrationQueries = {
  all: () => ['administration'] as const,
  accounts: () => [...administrationQueries.all(), 'accounts'] as const,
  list: (filters: AdminFilters) =>
    queryOptions({
      queryKey: [...administrationQueries.accounts(), 'list', filters] as const,
      queryFn: (context) => api.call(administrationApi.list, { query: queryOf(filters) }, requestOf(context)),
      placeholderData: (previous) => previous,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...administrationQueries.accounts(), 'detail', id] as const,
      queryFn: (context) => api.call(administrationApi.detail, { query: { id } }, requestOf(context)),
    }),
  roles: () =>
    queryOptions({
      queryKey: [...administrationQueries.all(), 'roles'] as const,
      queryFn: (context) => api.call(administrationApi.roleList, { body: {} }, requestOf(context)),
    }),
  clients: () =>
    queryOptions({
      queryKey: [...administrationQueries.all(), 'clients'] as const,
      queryFn: (context) => api.call(administrationApi.clientList, { body: {} }, requestOf(context)),
      staleTime: Infinity,
    }),
  /** The platform's users (corporations), by the list's URL filters. */
  users: (filters: Pick<UserListQuery, 'page' | 'pageSize'> & Partial<Pick<UserListQuery, 'keyword' | 'status'>>) =>
    queryOptions({
      queryKey: [...administrationQueries.all(), 'users', filters] as const,
      queryFn: (context) => api.call(usersApi.list, { query: queryOf(filters) }, requestOf(context)),
      placeholderData: (previous) => previous,
    }),
  /** The data domains a reviewer can be given (every domain, from the entry configuration list). */
  domains: () =>
    queryOptions({
      queryKey: [...administrationQueries.all(), 'domains'] as const,
      queryFn: async (context) => (await api.call(onboardingApi.entryConfigs, {}, requestOf(context))).map((entry) => entry.domain),
    }),
};
