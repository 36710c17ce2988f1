/** Minimal cookie access for the AuthState cookie (spec §3). */
export interface CookieOptions {
  /** Add `Secure` (on https). */
  secure: boolean;
}

export function readCookie(name: string, doc: Pick<Document, 'cookie'> = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** Sets a session cookie with `Path=/; SameSite=Lax` (+ `Secure`); returns whether the browser kept it. */
export function writeCookie(name: string, value: string, options: CookieOptions, doc: Pick<Document, 'cookie'> = document): boolean {
  const encoded = encodeURIComponent(value);
  doc.cookie = `${name}=${encoded}; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  // Browsers drop cookies over ~4 KB silently: read back to know.
  return readCookie(name, doc) === value;
}

export function deleteCookie(name: string, options: CookieOptions, doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = `${name}=; Path=/; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT${options.secure ? '; Secure' : ''}`;
}
