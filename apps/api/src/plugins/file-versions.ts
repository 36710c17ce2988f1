import { statSync } from 'node:fs';

export interface FileVersionsOptions {
  /** How long a looked-up version is trusted (ms). */
  ttlMs?: number;
  /** The clock (ms), for tests. */
  now?: () => number;
}

/**
 * The modification time of a few files the server serves from (a site's index.html, its render
 * bundle), looked up at most once per `ttlMs` per file: one `stat` a second instead of two or three
 * per page request, and a new build is still picked up within that second. Null: no such file.
 */
export function fileVersions({ ttlMs = 1_000, now = () => performance.now() }: FileVersionsOptions = {}): (path: string) => number | null {
  const known = new Map<string, { at: number; mtimeMs: number | null }>();
  return (path) => {
    const at = now();
    const cached = known.get(path);
    if (cached && at - cached.at < ttlMs) return cached.mtimeMs;
    const stats = statSync(path, { throwIfNoEntry: false });
    const mtimeMs = stats?.isFile() ? stats.mtimeMs : null;
    known.set(path, { at, mtimeMs });
    return mtimeMs;
  };
}
