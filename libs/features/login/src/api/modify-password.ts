import { type RouteBody, authApi } from '@portal/api-contract';
import { api } from '@portal/api-client';

export type ModifyPasswordBody = RouteBody<typeof authApi.modifyPassword>;

/** POST /primary/home/modify-password: the signed-in staff user's new password. */
export async function modifyPassword(body: ModifyPasswordBody): Promise<void> {
  await api.call(authApi.modifyPassword, { body });
}
