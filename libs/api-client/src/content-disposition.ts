/** `; name=value` parameters of a header; a value is a token or a quoted-string (which may hold `;`). */
const PARAMETER = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;

const unquote = (value: string) =>
  value.startsWith('"') && value.endsWith('"') && value.length >= 2 ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value.trim();

/** An RFC 8187 (was 5987) ext-value `charset'language'pct-encoded`, decoded; null when it cannot be. */
function decodeExtValue(raw: string): string | null {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(unquote(raw));
  if (!match) return null;
  const charset = (match[1] ?? '').toLowerCase();
  const encoded = match[2] ?? '';
  try {
    if (charset === 'utf-8') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1') return unescapeLatin1(encoded);
  } catch {
    return null;
  }
  return null;
}

function unescapeLatin1(encoded: string): string {
  if (/%(?![0-9a-f]{2})/i.test(encoded)) throw new URIError('malformed percent-encoding');
  return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A name to save under: its last path segment, without control characters; null when nothing is left. */
function baseName(name: string): string | null {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base === '' || base === '.' || base === '..' ? null : base;
}

/**
 * The file name a Content-Disposition header gives (RFC 6266): `filename*` (RFC 8187, UTF-8 or
 * ISO-8859-1) first, since `filename` may only be an ASCII stand-in (the server sends
 * `filename="______.pdf"; filename*=UTF-8''%E8%90%A5…`); then `filename`. Null without either.
 */
export function fileNameOf(header: string | null | undefined): string | null {
  if (!header) return null;
  let extended: string | null = null;
  let plain: string | null = null;
  // A leading `;` so that a header of parameters only (no disposition type) parses too.
  for (const [, rawName = '', rawValue = ''] of `;${header}`.matchAll(PARAMETER)) {
    const name = rawName.toLowerCase();
    if (name === 'filename*' && extended === null) extended = decodeExtValue(rawValue.trim());
    else if (name === 'filename' && plain === null) plain = unquote(rawValue.trim());
  }
  return (extended !== null ? baseName(extended) : null) ?? (plain !== null ? baseName(plain) : null);
}
