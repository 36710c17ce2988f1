import { onboardingApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** GET /primary/entry-config/list — every domain's entry configuration (admins only; quiet for others). */
export function getEntryConfigs(request: CallOptions = {}) {
  return api.call(onboardingApi.entryConfigs, {}, { quiet: true, ...request });
}
