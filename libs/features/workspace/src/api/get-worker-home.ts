import { queryOptions } from '@tanstack/react-query';
import { API, type WorkerHome } from '@portal/api-contract';
import { api } from '@portal/api-client';
import { workspaceKeys } from './keys';

/** GET /second/home */
export function getWorkerHome(signal?: AbortSignal): Promise<WorkerHome> {
  return api.call(API.workspace.workerHome, {}, signal ? { signal } : {});
}

export const workerHomeQuery = () =>
  queryOptions({
    queryKey: [...workspaceKeys.homes(), 'second'] as const,
    queryFn: ({ signal }) => getWorkerHome(signal),
    // Statuses move with reviews made elsewhere: read them again on each visit (cached ones show meanwhile).
    staleTime: 0,
  });
