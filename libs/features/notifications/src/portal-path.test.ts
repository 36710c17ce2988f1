import { describe, expect, it } from 'vitest';
import { isPortalPath } from './portal-path';

describe('isPortalPath (issue 22: a notice links inside the portal only)', () => {
  it.each(['/workspace/data-use/detail?id=dua_0001', '/applylist?id=call_0001', '/', '/workspace/notifications#top'])('follows %s', (link) => {
    expect(isPortalPath(link)).toBe(true);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /workspace',
    'workspace/home',
    '',
    '/a\u0000b',
  ])('refuses %j', (link) => {
    expect(isPortalPath(link)).toBe(false);
  });
});
