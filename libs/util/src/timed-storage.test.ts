import { describe, expect, it } from 'vitest';
import { getTimedItem, removeTimedItem, setTimedItem } from './timed-storage';

class MemoryStorage {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

describe('spec §3 time-limited storage entries {value, expire}', () => {
  it('stores the value with an expiry timestamp and reads it back while live', () => {
    const storage = new MemoryStorage();
    let now = 1_000;
    expect(setTimedItem('logoutUrl', 'https://sso.example/logout', 60_000, { storage, now: () => now })).toBe(true);
    expect(JSON.parse(storage.getItem('logoutUrl')!)).toEqual({ value: 'https://sso.example/logout', expire: 61_000 });
    now = 60_999;
    expect(getTimedItem('logoutUrl', { storage, now: () => now })).toBe('https://sso.example/logout');
  });

  it('treats an entry as expired at its expiry instant and removes it', () => {
    const storage = new MemoryStorage();
    setTimedItem('k', { a: 1 }, 10, { storage, now: () => 0 });
    expect(getTimedItem('k', { storage, now: () => 10 })).toBeNull();
    expect(storage.map.has('k')).toBe(false);
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON without expire', '{"value":1}'],
    ['non-numeric expire', '{"value":1,"expire":"soon"}'],
    ['a bare string', '"hello"'],
    ['null', 'null'],
  ])('drops a malformed entry (%s)', (_label, raw) => {
    const storage = new MemoryStorage();
    storage.setItem('k', raw);
    expect(getTimedItem('k', { storage, now: () => 0 })).toBeNull();
    expect(storage.map.has('k')).toBe(false);
  });

  it('keeps falsy values that are live', () => {
    const storage = new MemoryStorage();
    setTimedItem('zero', 0, 5, { storage, now: () => 0 });
    setTimedItem('empty', '', 5, { storage, now: () => 0 });
    expect(getTimedItem('zero', { storage, now: () => 1 })).toBe(0);
    expect(getTimedItem('empty', { storage, now: () => 1 })).toBe('');
  });

  it('reports a failed write instead of throwing (quota, private mode)', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(setTimedItem('k', 1, 1000, { storage })).toBe(false);
  });

  it('reads nothing from storage that throws', () => {
    const storage = new MemoryStorage();
    storage.getItem = () => {
      throw new Error('denied');
    };
    expect(getTimedItem('k', { storage })).toBeNull();
  });

  it('rejects a non-positive or non-finite lifetime', () => {
    const storage = new MemoryStorage();
    expect(() => setTimedItem('k', 1, 0, { storage })).toThrow(RangeError);
    expect(() => setTimedItem('k', 1, Number.NaN, { storage })).toThrow(RangeError);
    expect(storage.map.size).toBe(0);
  });

  it('removes an entry', () => {
    const storage = new MemoryStorage();
    setTimedItem('k', 1, 1000, { storage });
    removeTimedItem('k', { storage });
    expect(getTimedItem('k', { storage })).toBeNull();
  });
});
