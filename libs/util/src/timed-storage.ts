/**
 * Time-limited storage entries (spec §3: "time-limited entries hold a value and an
 * expiry timestamp"). Stored as JSON `{ value, expire }`, `expire` in epoch ms.
 * Storage can be missing or throw (private mode, quota): reads then miss and
 * writes report failure instead of throwing.
 */
export interface TimedEntry<T> {
  value: T;
  expire: number;
}

/** The part of the Web Storage API used here (util is platform-neutral: no DOM types). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface TimedStorageOptions {
  storage?: StorageLike | undefined;
  now?: () => number;
}

function resolveStorage(options?: TimedStorageOptions) {
  if (options?.storage) return options.storage;
  try {
    return (globalThis as { localStorage?: StorageLike }).localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** Stores `value` under `key` until `ttlMs` from now. Returns false when it could not be written. */
export function setTimedItem<T>(key: string, value: T, ttlMs: number, options?: TimedStorageOptions): boolean {
  if (!Number.isFinite(ttlMs) || ttlMs <= 0) throw new RangeError(`ttlMs must be a positive finite number, got ${ttlMs}`);
  const storage = resolveStorage(options);
  if (!storage) return false;
  const now = options?.now ?? Date.now;
  const entry: TimedEntry<T> = { value, expire: now() + ttlMs };
  try {
    storage.setItem(key, JSON.stringify(entry));
    return true;
  } catch {
    return false;
  }
}

function isTimedEntry(input: unknown): input is TimedEntry<unknown> {
  return (
    typeof input === 'object' &&
    input !== null &&
    'value' in input &&
    'expire' in input &&
    typeof (input as { expire: unknown }).expire === 'number' &&
    Number.isFinite((input as { expire: number }).expire)
  );
}

/**
 * Reads a live entry. Expired or malformed entries are removed and read as `null`.
 * The value is returned as stored (JSON); callers validate its shape.
 */
export function getTimedItem<T = unknown>(key: string, options?: TimedStorageOptions): T | null {
  const storage = resolveStorage(options);
  if (!storage) return null;
  const now = options?.now ?? Date.now;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!isTimedEntry(parsed) || parsed.expire <= now()) {
    removeTimedItem(key, options);
    return null;
  }
  return parsed.value as T;
}

export function removeTimedItem(key: string, options?: TimedStorageOptions): void {
  try {
    resolveStorage(options)?.removeItem(key);
  } catch {
    // Storage that throws on remove has nothing we can clean up.
  }
}
