/**
 * `preUrl` and `latestPath` are followed only when they are same-origin paths
 * (architecture §9). Returns the path (+ query + hash) to navigate to, or null.
 *
 * Rules: a string starting with exactly one `/` (not `//` or `/\`), with no control
 * characters or backslashes anywhere, that still resolves to this origin and whose resolved path
 * does not start with `//`.
 */
export function safeRedirectPath(candidate: unknown, origin: string = window.location.origin): string | null {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return null;
  // Browsers strip tabs and newlines from URLs and treat "\" as "/": refuse both outright.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  // Dot segments can collapse into a protocol-relative address (`/.//evil.com` resolves to the
  // path `//evil.com`, which a navigation reads as the host evil.com): refused too (issue 12 §9).
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
