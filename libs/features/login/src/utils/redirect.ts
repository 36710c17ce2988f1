import { STORAGE_KEYS, safeRedirectPath } from '@portal/auth';

/** Where a signed-in user lands when neither preUrl nor latestPath applies. */
export const DEFAULT_AFTER_LOGIN = '/workspace';

/**
 * Where a sign-in ends when its preUrl was refused as unsafe (another origin, a protocol-relative
 * or dot-segment address): the home page, whatever latestPath says — a crafted link is not
 * followed anywhere of its choosing, and the user is never left on the SMS step (issue 12 §9).
 */
export const REFUSED_PRE_URL_LANDING = '/home';

function notLogin(path: string | null): string | null {
  // The login pages themselves are never a return address (they would show the chooser again).
  return path && !path.startsWith('/login') ? path : null;
}

function readLatestPath(storage: Pick<Storage, 'getItem'>): string | null {
  try {
    return storage.getItem(STORAGE_KEYS.latestPath);
  } catch {
    return null;
  }
}

/**
 * Spec §2: after login, go to `preUrl`, else to the saved `latestPath`, else the
 * workspace. Both are followed only as same-origin paths (safeRedirectPath); a
 * hostile `preUrl=//evil.com` lands on /home (issue 12 §9).
 */
export function afterLoginPath(preUrl: string | null, storage: Pick<Storage, 'getItem'> = localStorage): string {
  const target = safeRedirectPath(preUrl);
  if (preUrl !== null && preUrl !== '' && target === null) return REFUSED_PRE_URL_LANDING;
  return notLogin(target) ?? notLogin(safeRedirectPath(readLatestPath(storage))) ?? DEFAULT_AFTER_LOGIN;
}
