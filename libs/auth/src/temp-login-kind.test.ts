import { describe, expect, it } from 'vitest';
import { rememberLoginKind, takeLoginKind } from './temp-login-kind';

describe('spec §3 temporary key tpl', () => {
  it('keeps the chosen login kind until it is read once', () => {
    rememberLoginKind('corporation');
    expect(sessionStorage.getItem('tpl')).toBe('corporation');
    expect(takeLoginKind()).toBe('corporation');
    expect(takeLoginKind()).toBeNull();
  });

  it('ignores a value it did not write', () => {
    sessionStorage.setItem('tpl', 'admin');
    expect(takeLoginKind()).toBeNull();
  });
});
