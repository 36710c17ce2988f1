import { STORAGE_KEYS, safeRedirectPath } from '@portal/auth';

/** Where a signed-in user lands when neither preUrl nor latestPath applies. */
export const DEFAULT_AFTER_LOGIN = '/workspace';

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
 * workspace. Both are followed only as same-origin paths (safeRedirectPath), so a
 * hostile `preUrl=//evil.com` lands on /workspace.
 */
export function afterLoginPath(preUrl: string | null, storage: Pick<Storage, 'getItem'> = localStorage): string {
  return notLogin(safeRedirectPath(preUrl)) ?? notLogin(safeRedirectPath(readLatestPath(storage))) ?? DEFAULT_AFTER_LOGIN;
}
