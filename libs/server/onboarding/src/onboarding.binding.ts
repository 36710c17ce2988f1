import type { ApplicationDraftInput, EntryStatus, ReviewDecisionInput } from '@portal/api-contract';
import type { User } from '@portal/server-db';
import type { DomainContext } from '@portal/server-core';
import { getApplication, reviewApplication, saveDraft, submitApplication, withdrawApplication } from './onboarding.service';
import { deleteEntry, setEntryStatus, updateEntry } from './entry-config.service';

/**
 * The onboarding service's functions bound to one context, for callers that drive the state
 * machine many times with one database and clock (tests, the workspace bench). The routes call
 * the module-level functions.
 */
export function createOnboardingService(ctx: DomainContext) {
  return {
    saveDraft: (actor: User, draft: ApplicationDraftInput) => saveDraft(ctx, actor, draft),
    submit: (actor: User, id: string, version: number) => submitApplication(ctx, actor, id, version),
    withdraw: (actor: User, id: string, version: number) => withdrawApplication(ctx, actor, id, version),
    review: (actor: User, input: ReviewDecisionInput) => reviewApplication(ctx, actor, input),
    get: (actor: User, id: string) => getApplication(ctx, actor, id),
    setEntryStatus: (actor: User, domainId: string, status: EntryStatus) => setEntryStatus(ctx, actor, domainId, status),
    updateEntry: (actor: User, domainId: string, description: string, templateFileIds?: readonly string[]) =>
      updateEntry(ctx, actor, domainId, description, templateFileIds),
    deleteEntry: (actor: User, domainId: string) => deleteEntry(ctx, actor, domainId),
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
