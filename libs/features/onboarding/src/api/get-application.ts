import { queryOptions } from '@tanstack/react-query';
import { API, type ApplicationDetail } from '@portal/api-contract';
import { api, type CallOptions, requestOf } from '@portal/api-client';
import { onboardingKeys } from './keys';

/** Whose view of an application: the applicant's own (`mine`) or a reviewer's / admin's (`review`). */
export type ApplicationView = 'mine' | 'review';

/** GET /second/domain/application/detail or /primary/domain/application/detail, by who asks. */
export function getApplication(view: ApplicationView, id: string, request: CallOptions = {}): Promise<ApplicationDetail> {
  const route = view === 'mine' ? API.onboarding.myApplication : API.onboarding.reviewApplication;
  return api.call(route, { query: { id } }, request);
}

export const applicationQuery = (view: ApplicationView, id: string) =>
  queryOptions({
    queryKey: [...onboardingKeys.details(), view, id] as const,
    queryFn: (context) => getApplication(view, id, requestOf(context)),
  });

const idField = API.onboarding.myApplication.query?.shape.id;
/** Whether an id has the contract's shape (one that cannot exist is not asked for). */
export const isApplicationId = (id: string | null | undefined): id is string => Boolean(id) && idField?.safeParse(id).success === true;
