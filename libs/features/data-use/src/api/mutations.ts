import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type DataUseDecisionInput, type DataUseDetail, type DataUseDraftInput } from '@portal/api-contract';
import { api, isConflict } from '@portal/api-client';
import { dataUseQueries } from './data-use-queries';
import type { DataUseView } from './get-data-use';

/*
 * The changes are quiet (no toast): each screen shows the failure next to the action, and a stale
 * version (409 / 4090) also reloads what the user was looking at.
 */

type Versioned = { id: string; version: number };

/** POST /second/data-use/application/save — creates or edits a draft (with its version). */
export const saveApplication = (body: DataUseDraftInput) => api.call(API.dataUse.save, { body }, { quiet: true });
/** POST /second/data-use/application/submit */
export const submitApplication = (body: Versioned) => api.call(API.dataUse.submit, { body }, { quiet: true });
/** POST /second/data-use/application/withdraw */
export const withdrawApplication = (body: Versioned) => api.call(API.dataUse.withdraw, { body }, { quiet: true });
/** POST /primary/data-use/review/decide */
export const decideApplication = (body: DataUseDecisionInput) => api.call(API.dataUse.decide, { body }, { quiet: true });
/** POST /second/data-use/authorization/key — a new app key, returned this once. */
export const issueKey = (body: Versioned) => api.call(API.dataUse.issueKey, { body }, { quiet: true });
/** POST /primary/data-use/authorization/revoke */
export const revokeAuthorization = (body: Versioned & { reason: string }) => api.call(API.dataUse.revoke, { body }, { quiet: true });

function useAfterChange(view: DataUseView) {
  const queryClient = useQueryClient();
  return {
    onSuccess: async (detail: DataUseDetail) => {
      queryClient.setQueryData(dataUseQueries.detail(view, detail.id).queryKey, detail);
      await queryClient.invalidateQueries({ queryKey: dataUseQueries.lists() });
    },
    onError: async (error: Error, variables: { id?: string | undefined }) => {
      if (isConflict(error) && variables.id) await queryClient.invalidateQueries({ queryKey: dataUseQueries.detail(view, variables.id).queryKey });
    },
  };
}

/** Saves the draft; with `submit`, then submits it with the version the save returned. */
export function useSaveApplication() {
  const queryClient = useQueryClient();
  const after = useAfterChange('mine');
  return useMutation({
    mutationFn: async ({ draft, submit, onSaved }: { draft: DataUseDraftInput; submit: boolean; onSaved?: (saved: DataUseDetail) => void }) => {
      const saved = await saveApplication(draft);
      // Stored at once: if the submit then fails, the next try edits this draft with its version.
      queryClient.setQueryData(dataUseQueries.detail('mine', saved.id).queryKey, saved);
      onSaved?.(saved);
      return submit ? submitApplication({ id: saved.id, version: saved.version }) : saved;
    },
    onSuccess: after.onSuccess,
    onError: (error, variables) => after.onError(error, { id: variables.draft.id }),
  });
}

export function useSubmitApplication() {
  const after = useAfterChange('mine');
  return useMutation({ mutationFn: submitApplication, ...after });
}

export function useWithdrawApplication() {
  const after = useAfterChange('mine');
  return useMutation({ mutationFn: withdrawApplication, ...after });
}

export function useDecide() {
  const after = useAfterChange('review');
  return useMutation({ mutationFn: decideApplication, ...after });
}

/** After an authorization changed (or a change was refused as stale): the lists and details that show it are read again. */
function useAfterAuthorization() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: dataUseQueries.lists() }),
      queryClient.invalidateQueries({ queryKey: dataUseQueries.details() }),
    ]);
  };
}

/**
 * Takes a new app key. The key goes to `onKey` only (the dialog that shows it once); the mutation's
 * own result, and so the mutation cache, holds the authorization without it.
 */
export function useIssueKey() {
  const after = useAfterAuthorization();
  return useMutation({
    mutationFn: async ({ authorization, onKey }: { authorization: Versioned; onKey: (key: string) => void }) => {
      const { key, authorization: updated } = await issueKey({ id: authorization.id, version: authorization.version });
      onKey(key);
      return updated;
    },
    onSettled: after,
  });
}

export function useRevoke() {
  const after = useAfterAuthorization();
  return useMutation({ mutationFn: revokeAuthorization, onSettled: after });
}
