import { HttpResponse, delay, http } from 'msw';
import { anyOrigin, failure, ok } from '@portal/api-client/msw';
import { adminHome, emptyWorkerHome, reviewerHome, userDetail, workerHome } from './fixtures';

const PRIMARY_HOME = anyOrigin('/primary/home');
const WORKER_HOME = anyOrigin('/second/home');
const PRIMARY_USER = anyOrigin('/primary/user/detail');
const SECOND_USER = anyOrigin('/second/user/detail');

const busy = () => failure(5000, '服务繁忙，请稍后再试');

/** msw handlers of the stories (`parameters.msw.handlers`): answered, empty, loading forever, failing. */
export const homeHandlers = {
  reviewer: [http.get(PRIMARY_HOME, () => ok(reviewerHome()))],
  admin: [http.get(PRIMARY_HOME, () => ok(adminHome()))],
  staffEmpty: [
    http.get(PRIMARY_HOME, () =>
      ok(reviewerHome({ domains: [], recentDecisions: [], todo: { firstReview: 0, finalReview: null, announcementDrafts: null, entry: null } })),
    ),
  ],
  staffLoading: [http.get(PRIMARY_HOME, async () => delay('infinite'))],
  staffError: [http.get(PRIMARY_HOME, busy)],
  worker: [http.get(WORKER_HOME, () => ok(workerHome()))],
  workerEmpty: [http.get(WORKER_HOME, () => ok(emptyWorkerHome()))],
  workerLoading: [http.get(WORKER_HOME, async () => delay('infinite'))],
  workerError: [http.get(WORKER_HOME, busy)],
};

export const userHandlers = {
  mine: [http.post(SECOND_USER, () => ok(userDetail()))],
  staff: [http.post(PRIMARY_USER, () => ok(userDetail({ userId: 'usr_corp_njtraffic' })))],
  // Issue 17: an admin with the user-management right; disabling answers the new state.
  manager: [
    http.post(PRIMARY_USER, () => ok(userDetail({ userId: 'usr_corp_njtraffic', can: { manage: true } }))),
    http.post(anyOrigin('/primary/user/disable'), () => ok({ userId: 'usr_corp_njtraffic', enabled: false, disabledReason: '冒用他人身份', version: 2 })),
  ],
  empty: [http.post(SECOND_USER, () => ok(userDetail({ contact: null, accounts: [] })))],
  loading: [http.post(SECOND_USER, async () => delay('infinite'))],
  forbidden: [http.post(PRIMARY_USER, () => HttpResponse.json({ code: 4030, msg: '无权访问', data: null }, { status: 403 }))],
};
