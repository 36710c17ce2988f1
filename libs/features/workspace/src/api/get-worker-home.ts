import { queryOptions } from '@tanstack/react-query';
import { API, type WorkerHome } from '@portal/api-contract';
import { api, type CallOptions, requestOf } from '@portal/api-client';
import { workspaceKeys } from './keys';

/** GET /second/home */
export function getWorkerHome(request: CallOptions = {}): Promise<WorkerHome> {
  return api.call(API.workspace.workerHome, {}, request);
}

export const workerHomeQuery = () =>
  queryOptions({
    queryKey: [...workspaceKeys.homes(), 'second'] as const,
    queryFn: (context) => getWorkerHome(requestOf(context)),
    // Statuses move with reviews made elsewhere: read them again on each visit (cached ones show meanwhile).
    staleTime: 0,
  });
