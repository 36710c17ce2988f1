import { HttpResponse, delay, http } from 'msw';
import { anyOrigin, failure, ok } from '@portal/api-client/msw';
import { ACCOUNTS, DOMAINS, ROLES, adminDetail, listData } from './account-fixtures';

const LIST = anyOrigin('/primary/admin/list');
const DETAIL = anyOrigin('/primary/admin/detail');
const ROLE_LIST = anyOrigin('/primary/admin/role-list');
const DOMAIN_LIST = anyOrigin('/primary/entry-config/list');
const CREATE = anyOrigin('/primary/admin/new');
const DISABLE = anyOrigin('/primary/admin/disable');

const common = [
  http.post(ROLE_LIST, () => ok(ROLES)),
  http.get(DOMAIN_LIST, () => ok(DOMAINS.map((domain) => ({ domain, status: 'open', description: '', updatedAt: null })))),
  http.get(DETAIL, () => ok(adminDetail())),
];

/** msw handlers of the stories (`parameters.msw.handlers`). */
export const accountHandlers = {
  list: [...common, http.get(LIST, () => ok(listData(ACCOUNTS, 14)))],
  loading: [...common, http.get(LIST, async () => delay('infinite'))],
  empty: [...common, http.get(LIST, () => ok(listData([])))],
  error: [...common, http.get(LIST, () => failure(5000, '服务繁忙，请稍后再试'))],
  create: [
    ...common,
    http.post(CREATE, () => ok({ id: 'usr_0a1b2c3d4e5f60718293a4b5', account: 'reviewer.qian', version: 1, temporaryPassword: 'Kp7#mQ2x@R9t' })),
  ],
  taken: [...common, http.post(CREATE, () => HttpResponse.json({ code: 4000, msg: '该账号已存在', data: null }, { status: 400 }))],
  detail: [...common, http.post(DISABLE, () => ok(adminDetail({ enabled: false, disabledReason: '岗位调整', version: 2 })))],
};
