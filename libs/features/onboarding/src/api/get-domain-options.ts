import { queryOptions } from '@tanstack/react-query';
import { API } from '@portal/api-contract';
import { api } from '@portal/api-client';
import { onboardingKeys } from './keys';

/** GET /second/domain/options — every domain, its entry status and the caller's live application there. */
export function getDomainOptions(signal?: AbortSignal) {
  return api.call(API.onboarding.domainOptions, {}, signal ? { signal } : {});
}

export type DomainOption = Awaited<ReturnType<typeof getDomainOptions>>[number];

export const domainOptionsQuery = () =>
  queryOptions({ queryKey: onboardingKeys.domainOptions(), queryFn: ({ signal }) => getDomainOptions(signal) });
