import { mutationOptions } from '@tanstack/react-query';
import { checkLoginCode } from './check-login-code';
import { completeLogin } from './complete-login';
import { modifyPassword } from './modify-password';
import { sendLoginCode } from './send-login-code';
import { startLoginAttempt } from './start-login-attempt';

/**
 * The feature's mutation factory (the query factory's house style for a feature with no
 * queries): each step's mutation key and options together, keys general → specific.
 */
export const loginMutations = {
  all: () => ['login'] as const,
  /** POST /web/login/primary, after the login unique id is had. */
  startLoginAttempt: () => mutationOptions({ mutationKey: [...loginMutations.all(), 'primary'] as const, mutationFn: startLoginAttempt }),
  sendLoginCode: () => mutationOptions({ mutationKey: [...loginMutations.all(), 'msg-send'] as const, mutationFn: sendLoginCode }),
  checkLoginCode: () => mutationOptions({ mutationKey: [...loginMutations.all(), 'msg-check'] as const, mutationFn: checkLoginCode }),
  completeLogin: () => mutationOptions({ mutationKey: [...loginMutations.all(), 'second'] as const, mutationFn: completeLogin }),
  modifyPassword: () => mutationOptions({ mutationKey: [...loginMutations.all(), 'modify-password'] as const, mutationFn: modifyPassword }),
};
