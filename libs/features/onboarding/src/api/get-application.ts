import { type ApplicationDetail, onboardingApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** Whose view of an application: the applicant's own (`mine`) or a reviewer's / admin's (`review`). */
export type ApplicationView = 'mine' | 'review';

/** GET /second/domain/application/detail or /primary/domain/application/detail, by who asks. */
export function getApplication(view: ApplicationView, id: string, request: CallOptions = {}): Promise<ApplicationDetail> {
  const route = view === 'mine' ? onboardingApi.myApplication : onboardingApi.reviewApplication;
  return api.call(route, { query: { id } }, request);
}

const idField = onboardingApi.myApplication.query?.shape.id;
/** Whether an id has the contract's shape (one that cannot exist is not asked for). */
export const isApplicationId = (id: string | null | undefined): id is string => Boolean(id) && idField?.safeParse(id).success === true;
