import { NO_LOADING_HEADER, api } from '@portal/api-client';
import { authRoutes } from './auth-calls';
import { STORAGE_KEYS } from './storage-keys';

const HTTP_URL = /^https?:\/\//i;

function removeStale(storage: Storage) {
  for (const key of [STORAGE_KEYS.uuid, STORAGE_KEYS.uuidId, STORAGE_KEYS.homeLogoutUrl, STORAGE_KEYS.homeRegisterUrl]) storage.removeItem(key);
}

/** Spec §4: UUID_ID is the uuid query parameter when the data is a URL with a query, else the data. */
export function uuidIdOf(data: string): string {
  if (HTTP_URL.test(data)) {
    try {
      const url = new URL(data);
      if (url.search) return url.searchParams.get('uuid') ?? data;
    } catch {
      return data;
    }
  }
  return data;
}

/**
 * Spec §4, on application start: a stored UUID that is an http URL is stale, so
 * UUID, UUID_ID, homeLogoutUrl and homeRegisterUrl are removed; without a valid
 * UUID a login UUID is fetched; on code 0 the data is stored as UUID and UUID_ID
 * is derived from it. The call is quiet and does not show the loading overlay: a
 * visitor who never signs in should not notice it.
 */
export async function startLoginUuid(storage: Storage = localStorage): Promise<void> {
  const stored = storage.getItem(STORAGE_KEYS.uuid);
  if (stored && HTTP_URL.test(stored)) removeStale(storage);
  else if (stored) return;
  let data: string;
  try {
    data = await api.call((await authRoutes()).uuid, {}, { quiet: true, headers: { [NO_LOADING_HEADER]: '1' } });
  } catch {
    return;
  }
  try {
    storage.setItem(STORAGE_KEYS.uuid, data);
    storage.setItem(STORAGE_KEYS.uuidId, uuidIdOf(data));
  } catch {
    // Storage denied: the next start tries again.
  }
}
