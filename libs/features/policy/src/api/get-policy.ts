import { queryOptions } from '@tanstack/react-query';
import { API, type PolicyDetail } from '@portal/api-contract';
import { api } from '@portal/api-client';
import { policyKeys } from './keys';

/** GET /web/policy/detail — an unknown id answers 4011, which the client turns into /404. */
export function getPolicy(id: string, signal?: AbortSignal): Promise<PolicyDetail> {
  return api.call(API.publications.policy, { query: { id } }, signal ? { signal } : {});
}

export const policyDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...policyKeys.details(), id] as const,
    queryFn: ({ signal }) => getPolicy(id, signal),
  });

const idField = API.publications.policy.query?.shape.id;
/** Whether an id has the contract's shape; one that cannot exist is treated as unknown (→ /404) without a request. */
export const isPolicyId = (id: string | undefined): id is string => Boolean(id) && idField?.safeParse(id).success === true;
