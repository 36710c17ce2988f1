import { API, type RouteData } from '@portal/api-contract';
import { api } from '@portal/api-client';

export type SentCode = RouteData<typeof API.auth.msgSend>;

/** POST /web/login/primary/msg-send: texts the attempt's code to its phone. */
export function sendLoginCode(attemptId: string): Promise<SentCode> {
  return api.call(API.auth.msgSend, { body: { attemptId } });
}
