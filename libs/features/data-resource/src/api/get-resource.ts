import { queryOptions } from '@tanstack/react-query';
import { API, type ResourceDetail } from '@portal/api-contract';
import { api } from '@portal/api-client';
import { resourceKeys } from './keys';

/** GET /web/data-resource/detail — an unknown id answers 4011, which the client turns into /404. */
export function getResource(id: string, signal?: AbortSignal): Promise<ResourceDetail> {
  return api.call(API.catalogue.resource, { query: { id } }, signal ? { signal } : {});
}

export const resourceDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...resourceKeys.details(), id] as const,
    queryFn: ({ signal }) => getResource(id, signal),
  });
