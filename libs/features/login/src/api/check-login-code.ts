import { mutationOptions } from '@tanstack/react-query';
import { API } from '@portal/api-contract';
import { api } from '@portal/api-client';
import { loginKeys } from './keys';

export interface CheckCodeInput {
  attemptId: string;
  code: string;
}

/** POST /web/login/primary/msg-check: resolves when the code passed; a wrong code rejects (and is toasted). */
export async function checkLoginCode(input: CheckCodeInput): Promise<void> {
  await api.call(API.auth.msgCheck, { body: input });
}

export const checkLoginCodeMutation = () => mutationOptions({ mutationKey: loginKeys.msgCheck(), mutationFn: checkLoginCode });
