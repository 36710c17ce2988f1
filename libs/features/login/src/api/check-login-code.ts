import { authApi } from '@portal/api-contract';
import { api } from '@portal/api-client';

export interface CheckCodeInput {
  attemptId: string;
  code: string;
}

/** POST /web/login/primary/msg-check: resolves when the code passed; a wrong code rejects (and is toasted). */
export async function checkLoginCode(input: CheckCodeInput): Promise<void> {
  await api.call(authApi.msgCheck, { body: input });
}
