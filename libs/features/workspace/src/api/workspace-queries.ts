import { primaryHomeQuery } from './get-primary-home';
import { userDetailQuery } from './get-user-detail';
import { workerHomeQuery } from './get-worker-home';
import { workspaceKeys } from './keys';

/** The feature's query factory (house style): keys general → specific, so invalidating `homes()` refreshes both homes. */
export const workspaceQueries = {
  ...workspaceKeys,
  primaryHome: primaryHomeQuery,
  workerHome: workerHomeQuery,
  userDetail: userDetailQuery,
};
