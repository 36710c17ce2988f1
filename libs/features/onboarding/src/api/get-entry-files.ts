import { queryOptions } from '@tanstack/react-query';
import { API } from '@portal/api-contract';
import { api, type CallOptions, requestOf } from '@portal/api-client';
import { onboardingKeys } from './keys';

/** GET /second/entry/file-list — a domain's entry templates (quiet path, spec §8: the form says when it fails). */
export function getEntryFiles(domainId: string, request: CallOptions = {}) {
  return api.call(API.onboarding.entryFiles, { query: { domainId } }, request);
}

export const entryFilesQuery = (domainId: string) =>
  queryOptions({
    queryKey: [...onboardingKeys.entryFiles(), domainId] as const,
    queryFn: (context) => getEntryFiles(domainId, requestOf(context)),
    staleTime: 5 * 60_000,
  });
