import { queryOptions } from '@tanstack/react-query';
import { API, type PrimaryHome } from '@portal/api-contract';
import { api, type CallOptions, requestOf } from '@portal/api-client';
import { workspaceKeys } from './keys';

/** GET /primary/home */
export function getPrimaryHome(request: CallOptions = {}): Promise<PrimaryHome> {
  return api.call(API.workspace.primaryHome, {}, request);
}

export const primaryHomeQuery = () =>
  queryOptions({
    queryKey: [...workspaceKeys.homes(), 'primary'] as const,
    queryFn: (context) => getPrimaryHome(requestOf(context)),
    // To-do counts change with every decision made elsewhere: read them again on each visit (cached ones show meanwhile).
    staleTime: 0,
  });
