import { onboardingApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** GET /second/entry/file-list — a domain's entry templates (quiet path, spec §8: the form says when it fails). */
export function getEntryFiles(domainId: string, request: CallOptions = {}) {
  return api.call(onboardingApi.entryFiles, { query: { domainId } }, request);
}
