import { queryOptions } from '@tanstack/react-query';
import { API } from '@portal/api-contract';
import { api } from '@portal/api-client';
import { onboardingKeys } from './keys';

/** GET /second/entry/file-list — a domain's entry templates (quiet path, spec §8: the form says when it fails). */
export function getEntryFiles(domainId: string, signal?: AbortSignal) {
  return api.call(API.onboarding.entryFiles, { query: { domainId } }, signal ? { signal } : {});
}

export const entryFilesQuery = (domainId: string) =>
  queryOptions({
    queryKey: [...onboardingKeys.entryFiles(), domainId] as const,
    queryFn: ({ signal }) => getEntryFiles(domainId, signal),
    staleTime: 5 * 60_000,
  });
