import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { onboardingApi, type ApplicationDetail, type ReviewDecisionInput, type applicationDraftSchema } from '@portal/api-contract';
import { api, isConflict } from '@portal/api-client';
import { onboardingQueries } from './onboarding-queries';

/*
 * The changes are quiet (no toast): each screen shows the failure next to the
 * action, and a stale version (409 / 4090) also reloads what the user was looking at.
 */

/** What the applicant sends (the schema's input: fields the contract defaults may be left out). */
export type ApplicationDraftBody = z.input<typeof applicationDraftSchema>;

/** POST /second/domain/application/save — creates or edits a draft (with its version). */
export const saveApplication = (body: ApplicationDraftBody) => api.call(onboardingApi.saveApplication, { body }, { quiet: true });
/** POST /second/domain/application/submit */
export const submitApplication = (body: { id: string; version: number }) => api.call(onboardingApi.submitApplication, { body }, { quiet: true });
/** POST /second/domain/application/withdraw */
export const withdrawApplication = (body: { id: string; version: number }) => api.call(onboardingApi.withdrawApplication, { body }, { quiet: true });
/** POST /primary/domain/review/decide */
export const decideApplication = (body: ReviewDecisionInput) => api.call(onboardingApi.decide, { body }, { quiet: true });

function useAfterChange(view: 'mine' | 'review') {
  const queryClient = useQueryClient();
  return {
    onSuccess: async (detail: ApplicationDetail) => {
      queryClient.setQueryData(onboardingQueries.detail(view, detail.id).queryKey, detail);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: onboardingQueries.reviewLists() }),
        queryClient.invalidateQueries({ queryKey: onboardingQueries.domainOptions().queryKey }),
      ]);
    },
    onError: async (error: Error, variables: { id?: string }) => {
      if (isConflict(error) && variables.id) await queryClient.invalidateQueries({ queryKey: onboardingQueries.detail(view, variables.id).queryKey });
    },
  };
}

/** Saves the draft; with `submit`, then submits it with the version the save returned. */
export function useSaveApplication() {
  const queryClient = useQueryClient();
  const after = useAfterChange('mine');
  return useMutation({
    mutationFn: async ({ draft, submit, onSaved }: { draft: ApplicationDraftBody; submit: boolean; onSaved?: (saved: ApplicationDetail) => void }) => {
      const saved = await saveApplication(draft);
      // Stored at once: if the submit then fails, the next try edits this draft with its version.
      queryClient.setQueryData(onboardingQueries.detail('mine', saved.id).queryKey, saved);
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
