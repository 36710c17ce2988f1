import { STORAGE_KEYS } from './storage-keys';

export interface PathParts {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Spec §2: unless the query string contains `ticket` or `token`, the current path,
 * query and hash are saved under `latestPath` as the return address after login.
 * The check is a case-insensitive substring match on the whole query, so names
 * such as `access_token` or `ST-ticket` values are never stored either.
 */
export function shouldRememberPath({ search }: Pick<PathParts, 'search'>): boolean {
  return !/ticket|token/i.test(search);
}

/** Saves the location as `latestPath`; returns whether it was saved. */
export function rememberLatestPath(location: PathParts, storage: Pick<Storage, 'setItem'> = localStorage): boolean {
  if (!shouldRememberPath(location)) return false;
  try {
    storage.setItem(STORAGE_KEYS.latestPath, `${location.pathname}${location.search}${location.hash}`);
    return true;
  } catch {
    // Storage full or denied: losing the return address is harmless.
    return false;
  }
}
