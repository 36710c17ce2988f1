import { describe, expect, it } from 'vitest';
import { deleteCookie, readCookie, writeCookie } from './cookie';

/** A document whose cookie setter records what was assigned. */
function recordingDocument() {
  const assigned: string[] = [];
  const jar = new Map<string, string>();
  return {
    assigned,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      assigned.push(text);
      const [pair = ''] = text.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      if (/Max-Age=0/.test(text)) jar.delete(name);
      else jar.set(name, pair.slice(index + 1));
    },
  };
}

describe('spec §3 AuthState cookie attributes', () => {
  it('sets Path=/ and SameSite=Lax, without Secure on http', () => {
    const doc = recordingDocument();
    expect(writeCookie('AuthState', '{"a":"b c;"}', { secure: false }, doc)).toBe(true);
    expect(doc.assigned[0]).toBe('AuthState=%7B%22a%22%3A%22b%20c%3B%22%7D; Path=/; SameSite=Lax');
    expect(readCookie('AuthState', doc)).toBe('{"a":"b c;"}');
  });

  it('adds Secure on https', () => {
    const doc = recordingDocument();
    writeCookie('AuthState', 'x', { secure: true }, doc);
    expect(doc.assigned[0]).toBe('AuthState=x; Path=/; SameSite=Lax; Secure');
  });

  it('expires the cookie on delete', () => {
    const doc = recordingDocument();
    writeCookie('AuthState', 'x', { secure: false }, doc);
    deleteCookie('AuthState', { secure: false }, doc);
    expect(doc.assigned[1]).toMatch(/^AuthState=; Path=\/; SameSite=Lax; Max-Age=0/);
    expect(readCookie('AuthState', doc)).toBeNull();
  });

  it('reads only the named cookie and survives bad encoding', () => {
    const doc = { cookie: 'AuthStateX=1; other=2; AuthState=%E0%A4%A' };
    expect(readCookie('AuthState', doc)).toBeNull();
    expect(readCookie('other', doc)).toBe('2');
    expect(readCookie('missing', doc)).toBeNull();
  });
});
