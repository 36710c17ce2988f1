import { queryOptions } from '@tanstack/react-query';
import { API } from '@portal/api-contract';
import { api, type CallOptions, requestOf } from '@portal/api-client';
import { onboardingKeys } from './keys';

/** GET /primary/entry-config/list — every domain's entry configuration (admins only; quiet for others). */
export function getEntryConfigs(request: CallOptions = {}) {
  return api.call(API.onboarding.entryConfigs, {}, { quiet: true, ...(request) });
}

export const entryConfigsQuery = () =>
  queryOptions({ queryKey: onboardingKeys.entryConfigs(), queryFn: (context) => getEntryConfigs(requestOf(context)), staleTime: 5 * 60_000 });
