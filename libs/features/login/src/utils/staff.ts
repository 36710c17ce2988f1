import type { AuthState } from '@portal/api-contract';

/** Staff (primary level, spec §6) have a local password; corporations sign in through the SSO. */
export function isStaff(state: AuthState): boolean {
  return state.userType === 'admin' || state.userType === 'user';
}
