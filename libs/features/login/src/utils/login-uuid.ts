import { STORAGE_KEYS, startLoginUuid } from '@portal/auth';

function storedUuid(storage: Pick<Storage, 'getItem'>): string | null {
  try {
    return storage.getItem(STORAGE_KEYS.uuidId) || storage.getItem(STORAGE_KEYS.uuid) || null;
  } catch {
    return null;
  }
}

/**
 * Spec §3/§4: the login unique id sent with the first sign-in step: UUID_ID, else
 * UUID; when the application start has not fetched one yet (or it was stale),
 * fetch it now. Null when none can be had.
 */
export async function ensureLoginUuid(storage: Storage = localStorage): Promise<string | null> {
  const stored = storedUuid(storage);
  if (stored) return stored;
  await startLoginUuid(storage);
  return storedUuid(storage);
}
