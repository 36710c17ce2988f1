import { type RouteData, authApi } from '@portal/api-contract';
import { api } from '@portal/api-client';

export type SentCode = RouteData<typeof authApi.msgSend>;

/** POST /web/login/primary/msg-send: texts the attempt's code to its phone. */
export function sendLoginCode(attemptId: string): Promise<SentCode> {
  return api.call(authApi.msgSend, { body: { attemptId } });
}
