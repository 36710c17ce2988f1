import { onboardingApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** GET /second/domain/options — every domain, its entry status and the caller's live application there. */
export function getDomainOptions(request: CallOptions = {}) {
  return api.call(onboardingApi.domainOptions, {}, request);
}

export type DomainOption = Awaited<ReturnType<typeof getDomainOptions>>[number];
