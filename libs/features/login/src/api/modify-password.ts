import { API, type RouteBody } from '@portal/api-contract';
import { api } from '@portal/api-client';

export type ModifyPasswordBody = RouteBody<typeof API.auth.modifyPassword>;

/** POST /primary/home/modify-password: the signed-in staff user's new password. */
export async function modifyPassword(body: ModifyPasswordBody): Promise<void> {
  await api.call(API.auth.modifyPassword, { body });
}
