import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

const ORIGIN = 'https://portal.example.gov.cn';

describe('architecture §9: preUrl and latestPath are followed only as same-origin paths', () => {
  it.each([
    ['/workspace/domain/apply', '/workspace/domain/apply'],
    ['/dataResource?domain=%E4%BA%A4%E9%80%9A&page=2#list', '/dataResource?domain=%E4%BA%A4%E9%80%9A&page=2#list'],
    ['/search?q=//evil.com', '/search?q=//evil.com'],
    ['/a/../home', '/home'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
  ])('accepts the same-origin path %j', (input, expected) => {
    expect(safeRedirectPath(input, ORIGIN)).toBe(expected);
  });

  const hostile = [
    '//evil.com',
    '///evil.com',
    '////evil.com/path',
    '/\\evil.com',
    '\\/evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    'https://evil.com',
    'http://evil.com/workspace',
    'HTTPS://EVIL.COM',
    'https:evil.com',
    '//evil.com/%2F..',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'jAvAsCrIpT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'javascript%3Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    '\t//evil.com',
    '\n//evil.com',
    ' //evil.com',
    '/ /evil.com'.replace(' ', '\u0000'),
    '\u0001//evil.com',
    'evil.com',
    'workspace/home',
    '../evil',
    './/evil.com',
    '%2F%2Fevil.com',
    '%2f%2fevil.com',
    'https://portal.example.gov.cn.evil.com/',
    'https://portal.example.gov.cn@evil.com/',
    '//portal.example.gov.cn@evil.com',
    'http://portal.example.gov.cn/home',
    '',
    '/'.padEnd(3000, 'a'),
  ];

  it(`feeds ${hostile.length} hostile forms and none leaves the origin`, () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
    for (const input of hostile) {
      const result = safeRedirectPath(input, ORIGIN);
      if (result !== null) {
        // Whatever is accepted must be a path that resolves on this origin.
        expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
        expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
      }
    }
  });

  const refusedOutright = (input: string) =>
    !input.startsWith('/') || input.startsWith('//') || input.includes('\\') || [...input].some((char) => char.charCodeAt(0) < 0x20);

  it.each(hostile.filter(refusedOutright))('refuses %j outright', (input) => {
    expect(safeRedirectPath(input, ORIGIN)).toBeNull();
  });

  // Issue 12 §9: forms whose dot segments collapse into `//evil.com` once resolved. Each is a
  // same-origin URL to the URL parser, but the path it yields is protocol-relative.
  it.each(['/.//evil.com', '/..//evil.com', '/%2e//evil.com', '/%2E%2E//evil.com', '/a/..//evil.com', '/./../..//evil.com/workspace?x=1#y', '/.%2e//evil.com'])(
    'issue 12 §9: refuses %j, whose resolved path is protocol-relative',
    (input) => {
      expect(new URL(input, ORIGIN).pathname.startsWith('//')).toBe(true);
      expect(safeRedirectPath(input, ORIGIN)).toBeNull();
    },
  );

  it.each([null, undefined, 42, {}, ['/home']])('refuses the non-string %j', (input) => {
    expect(safeRedirectPath(input, ORIGIN)).toBeNull();
  });

  it('uses the page origin by default', () => {
    expect(safeRedirectPath('/home')).toBe('/home');
    expect(safeRedirectPath('//evil.com')).toBeNull();
  });
});
