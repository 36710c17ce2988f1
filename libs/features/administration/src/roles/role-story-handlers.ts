import { HttpResponse, delay, http } from 'msw';
import type { RoleSaveBody, RoleView } from '@portal/api-contract';
import { anyOrigin, failure, ok } from '@portal/api-client/msw';
import { CLIENT_VIEWS, CONFLICT_MESSAGE, LAST_ADMIN_MESSAGE, ROLES, savedRole } from './role-fixtures';

const LIST = anyOrigin('/primary/admin/role-list');
const CLIENTS = anyOrigin('/primary/admin/client-list');
const SAVE = anyOrigin('/primary/admin/role-save');

/** What the stories' server was sent; a story's `beforeEach` resets it. */
export const roleServer = {
  saves: [] as RoleSaveBody[],
  /** What the saves answered: the list shows these after (in place of) the fixtures. */
  saved: [] as RoleView[],
  listCalls: 0,
  reset() {
    this.saves.length = 0;
    this.saved.length = 0;
    this.listCalls = 0;
  },
};

const conflictReply = (msg: string) => HttpResponse.json({ code: 4090, msg, data: null }, { status: 409 });

const list = (roles: () => RoleView[]) =>
  http.post(LIST, () => {
    roleServer.listCalls += 1;
    return ok(roles());
  });
const clients = http.post(CLIENTS, () => ok(CLIENT_VIEWS));

/** role-save answered by `reply`, after noting the body. */
const save = (reply: (body: RoleSaveBody) => Response) =>
  http.post(SAVE, async ({ request }) => {
    const body = (await request.json()) as RoleSaveBody;
    roleServer.saves.push(body);
    return reply(body);
  });

/** Saved: the role at its next version, kept for the list. */
const stored = (body: RoleSaveBody, holders?: number) => {
  const role = savedRole(body, holders);
  roleServer.saved.push(role);
  return ok(role);
};

/** The fixtures with what was saved since. */
const withSaved = (roles: RoleView[]) => [
  ...roles.map((role) => roleServer.saved.findLast((saved) => saved.id === role.id) ?? role),
  ...roleServer.saved.filter((saved) => !roles.some((role) => role.id === saved.id)),
];

/** Another administrator changed 领域初审员 (version 2 → 3) before this one saved. */
const afterConflict = () => (roleServer.saves.length > 0 ? ROLES.map((role) => (role.id === 'role_first_reviewer' ? { ...role, version: 3 } : role)) : ROLES);

/** msw handlers of the stories (`parameters.msw.handlers`): answered, loading forever, empty, failing, refused. */
export const roleHandlers = {
  list: [list(() => withSaved(ROLES)), clients, save((body) => stored(body))],
  loading: [http.post(LIST, async () => delay('infinite')), clients],
  empty: [list(() => []), clients],
  error: [http.post(LIST, () => failure(5000, '服务繁忙，请稍后再试')), clients],
  /** The first save meets a newer version (409 / 4090); the list read again brings it, and the next save passes. */
  conflict: [list(() => withSaved(afterConflict())), clients, save((body) => (body.version === 2 ? conflictReply(CONFLICT_MESSAGE) : stored(body, 5)))],
  /** Taking 管理员、角色与审计日志 from the last role that gives it: refused (409). */
  lastAdmin: [list(() => ROLES), clients, save(() => conflictReply(LAST_ADMIN_MESSAGE))],
};
