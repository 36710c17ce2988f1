import { queryOptions } from '@tanstack/react-query';
import { API } from '@portal/api-contract';
import { api, type CallOptions, requestOf } from '@portal/api-client';
import { onboardingKeys } from './keys';

/** GET /second/domain/options — every domain, its entry status and the caller's live application there. */
export function getDomainOptions(request: CallOptions = {}) {
  return api.call(API.onboarding.domainOptions, {}, request);
}

export type DomainOption = Awaited<ReturnType<typeof getDomainOptions>>[number];

export const domainOptionsQuery = () =>
  queryOptions({ queryKey: onboardingKeys.domainOptions(), queryFn: (context) => getDomainOptions(requestOf(context)) });
