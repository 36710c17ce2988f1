/**
 * Whether a notice's link is a path of this portal, safe to follow with the router: one leading '/',
 * no '//' (another host), no backslash (browsers read it as '/') and no whitespace or control
 * characters (browsers drop tabs and newlines, so '/\t/host' would become '//host').
 */
export function isPortalPath(link: string): boolean {
  if (!link.startsWith('/') || link.startsWith('//') || /[\s\\]/.test(link)) return false;
  for (const char of link) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}
