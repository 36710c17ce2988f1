import { describe, expect, it } from 'vitest';
import { isLoggedIn, readAuthState } from './auth-state';

const valid = { userType: 'second', name: '张三', corName: '江苏数据科技有限公司', token: 'abc', rights: ['apply', '', 'view'] };

describe('spec §3 auth state (key AuthState)', () => {
  it('is logged out without an auth state', () => {
    expect(readAuthState()).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('reads the stored state and removes empty rights', () => {
    localStorage.setItem('AuthState', JSON.stringify(valid));
    expect(readAuthState()).toEqual({ ...valid, rights: ['apply', 'view'] });
    expect(isLoggedIn()).toBe(true);
  });

  it.each([
    ['not JSON', '{'],
    ['null', 'null'],
    ['no token', JSON.stringify({ ...valid, token: '' })],
    ['rights not a list', JSON.stringify({ ...valid, rights: 'admin' })],
    ['a non-string right', JSON.stringify({ ...valid, rights: [1] })],
    ['missing name', JSON.stringify({ ...valid, name: undefined })],
  ])('treats a malformed state (%s) as logged out', (_label, raw) => {
    localStorage.setItem('AuthState', raw);
    expect(readAuthState()).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });
});
