import { queryOptions } from '@tanstack/react-query';
import { API } from '@portal/api-contract';
import { api } from '@portal/api-client';
import { onboardingKeys } from './keys';

/** GET /primary/entry-config/list — every domain's entry configuration (admins only; quiet for others). */
export function getEntryConfigs(signal?: AbortSignal) {
  return api.call(API.onboarding.entryConfigs, {}, { quiet: true, ...(signal ? { signal } : {}) });
}

export const entryConfigsQuery = () =>
  queryOptions({ queryKey: onboardingKeys.entryConfigs(), queryFn: ({ signal }) => getEntryConfigs(signal), staleTime: 5 * 60_000 });
