import { type UserDetail, workspaceApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** Whose detail: the signed-in corporation account's own, or a corporation account staff ask about by id. */
export type UserDetailSource = { view: 'mine' } | { view: 'staff'; userId: string };

/** POST /second/user/detail or POST /primary/user/detail, by who asks. */
export function getUserDetail(source: UserDetailSource, request: CallOptions = {}): Promise<UserDetail> {
  return source.view === 'mine'
    ? api.call(workspaceApi.secondUserDetail, { body: {} }, request)
    : api.call(workspaceApi.primaryUserDetail, { body: { userId: source.userId } }, request);
}

const userIdField = workspaceApi.primaryUserDetail.body?.shape.userId;
/** Whether a user id has the contract's shape (one that cannot exist is not asked for). */
export const isUserId = (id: string | null | undefined): id is string => Boolean(id) && userIdField?.safeParse(id).success === true;
