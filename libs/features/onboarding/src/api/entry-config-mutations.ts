import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EntryConfig, type EntryStatus, onboardingApi } from '@portal/api-contract';
import { api } from '@portal/api-client';
import { onboardingQueries } from './onboarding-queries';

/*
 * Spec §8: the client shows no toast for the entry-config status, update and delete paths
 * (the contract marks the routes quiet, and QUIET_PATHS covers the raw client). The
 * entry-config tab shows each failure inline, next to the domain it concerns.
 */

/** POST /primary/entry-config/status — opens or closes a domain for applications. */
export const setEntryStatus = (body: { domainId: string; status: EntryStatus }) => api.call(onboardingApi.entryStatus, { body });
/** POST /primary/entry-config/update — description and, when given, the template files (replaces the list). */
export const updateEntryConfig = (body: { domainId: string; description: string; templateFileIds?: string[] }) => api.call(onboardingApi.entryUpdate, { body });
/** POST /primary/entry-config/delete — the domain is closed; applications already made go on. */
export const deleteEntryConfig = (body: { domainId: string }) => api.call(onboardingApi.entryDelete, { body });

function useAfterEntryChange() {
  const queryClient = useQueryClient();
  // What corporations see (open domains, templates) follows the configuration.
  const dependents = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: onboardingQueries.domainOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: onboardingQueries.entryFileLists() }),
    ]);
  return {
    replaced: async (config: EntryConfig) => {
      queryClient.setQueryData(onboardingQueries.entryConfigs().queryKey, (configs: EntryConfig[] | undefined) =>
        configs?.map((item) => (item.domain.id === config.domain.id ? config : item)),
      );
      await dependents();
    },
    reload: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: onboardingQueries.entryConfigs().queryKey }), dependents()]);
    },
  };
}

export function useSetEntryStatus() {
  const after = useAfterEntryChange();
  return useMutation({ mutationFn: setEntryStatus, onSuccess: after.replaced });
}

export function useUpdateEntryConfig() {
  const after = useAfterEntryChange();
  return useMutation({ mutationFn: updateEntryConfig, onSuccess: after.replaced });
}

export function useDeleteEntryConfig() {
  const after = useAfterEntryChange();
  return useMutation({ mutationFn: deleteEntryConfig, onSuccess: after.reload });
}
