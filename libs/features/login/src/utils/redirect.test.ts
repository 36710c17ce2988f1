import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './redirect';

const storage = (latestPath: string | null) => ({ getItem: (key: string) => (key === 'latestPath' ? latestPath : null) });

describe('afterLoginPath', () => {
  it('spec §2 after login: preUrl, else latestPath, else /workspace', () => {
    expect(afterLoginPath('/dynamics/detail/3?x=1#top', storage('/about'))).toBe('/dynamics/detail/3?x=1#top');
    expect(afterLoginPath(null, storage('/about'))).toBe('/about');
    expect(afterLoginPath(null, storage(null))).toBe('/workspace');
  });

  it('spec §2 after login, issue 12 §9: a hostile preUrl ends on /home, whatever latestPath says; login-page targets are skipped', () => {
    for (const hostile of [
      '//evil.com',
      'https://evil.com/x',
      '/\\evil.com',
      'javascript:alert(1)',
      '/%0a/evil.com'.replace('%0a', '\n'),
      '/.//evil.com',
      '/%2e//evil.com',
    ]) {
      expect(afterLoginPath(hostile, storage(null))).toBe('/home');
    }
    expect(afterLoginPath('//evil.com', storage('/policy'))).toBe('/home');
    expect(afterLoginPath('/login/choose?preUrl=%2Fx', storage('/login?preUrl=%2Fy'))).toBe('/workspace');
    expect(
      afterLoginPath(null, {
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe('/workspace');
  });
});
