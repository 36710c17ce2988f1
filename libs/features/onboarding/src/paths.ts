/** Where the onboarding pages live (spec §2 workspace children). */
const WORKSPACE = '/workspace';
const withId = (path: string, id: string) => `${WORKSPACE}/${path}?${new URLSearchParams({ id }).toString()}`;

export const onboardingPaths = {
  apply: (id?: string) => (id ? withId('domain/apply', id) : `${WORKSPACE}/domain/apply`),
  detail: (id: string) => withId('domain/detail', id),
  result: (id: string) => withId('domain/reject-result', id),
  /** A corporation account's detail, for staff. */
  userDetail: (userId: string) => `${WORKSPACE}/user/detail?${new URLSearchParams({ userId }).toString()}`,
  firstReview: `${WORKSPACE}/domain/firstReview`,
  finalReview: `${WORKSPACE}/domain/finalReview`,
};
