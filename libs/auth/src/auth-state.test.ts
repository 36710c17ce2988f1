import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAuthState, isLoggedIn, readAuthState, subscribeAuthState, writeAuthState } from './auth-state';
import { readCookie } from './cookie';
import { sampleState } from './testing/fakes';

const expected = { ...sampleState, rights: ['domain:apply', 'workspace:home'] };

afterEach(() => {
  clearAuthState();
});

describe('spec §3 AuthState in a cookie and in local storage', () => {
  it('is logged out without an auth state', () => {
    expect(readAuthState()).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('writes the state as JSON under AuthState in local storage and in a cookie, without empty rights', () => {
    expect(writeAuthState(sampleState)).toBe(true);
    expect(JSON.parse(localStorage.getItem('AuthState')!)).toEqual(expected);
    expect(JSON.parse(readCookie('AuthState')!)).toEqual(expected);
    expect(readAuthState()).toEqual(expected);
    expect(isLoggedIn()).toBe(true);
  });

  it('removes empty rights from a stored state it reads', () => {
    localStorage.setItem('AuthState', JSON.stringify(sampleState));
    expect(readAuthState()?.rights).toEqual(['domain:apply', 'workspace:home']);
  });

  it('reads the cookie when local storage has no state', () => {
    writeAuthState(sampleState);
    localStorage.removeItem('AuthState');
    expect(readAuthState()).toEqual(expected);
  });

  it.each([
    ['not JSON', '{'],
    ['null', 'null'],
    ['a short token', JSON.stringify({ ...sampleState, token: 'abc' })],
    ['an unknown user type', JSON.stringify({ ...sampleState, userType: 'root' })],
    ['rights not a list', JSON.stringify({ ...sampleState, rights: 'admin' })],
    ['missing name', JSON.stringify({ ...sampleState, name: undefined })],
  ])('treats a malformed state (%s) as logged out', (_label, raw) => {
    localStorage.setItem('AuthState', raw);
    expect(readAuthState()).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('clears the state from the cookie, local storage and session storage', () => {
    writeAuthState(sampleState);
    sessionStorage.setItem('AuthState', JSON.stringify(sampleState));
    clearAuthState();
    expect(localStorage.getItem('AuthState')).toBeNull();
    expect(sessionStorage.getItem('AuthState')).toBeNull();
    expect(readCookie('AuthState')).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('clears everything when writing to local storage fails', () => {
    writeAuthState(sampleState);
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeAuthState({ ...sampleState, name: '李四' })).toBe(false);
    vi.restoreAllMocks();
    expect(readAuthState()).toBeNull();
    expect(readCookie('AuthState')).toBeNull();
  });

  it('clears everything when the browser refuses the cookie', () => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => '');
    expect(writeAuthState(sampleState)).toBe(false);
    vi.restoreAllMocks();
    expect(Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')).toEqual(cookie);
    expect(localStorage.getItem('AuthState')).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('refuses to write an invalid state and stays logged out', () => {
    expect(writeAuthState({ ...sampleState, token: '' })).toBe(false);
    expect(isLoggedIn()).toBe(false);
  });

  it('notifies subscribers on write, clear and changes from other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAuthState(listener);
    writeAuthState(sampleState);
    clearAuthState();
    window.dispatchEvent(new StorageEvent('storage', { key: 'AuthState' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    writeAuthState(sampleState);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
