import type { Tree } from '@nx/devkit';

/** Where the site directory lives; the generator reads it as JSON from the tree. */
export const DIRECTORY_PATH = 'libs/site-config/src/directory.json';
export const SITES_ROOT = 'libs/site-config/sites';
export const APPS_ROOT = 'apps';

export interface DirectoryEntry {
  code: string;
  kind: 'province' | 'city';
  nameZh: string;
  nameEn: string;
  regionZh: string;
  subdomain: string;
}

const CODE = /^[a-z][a-z0-9]{1,15}$/;

/** Reads and checks the directory; a malformed directory is an error, never a partial sync. */
export function readDirectory(tree: Tree): DirectoryEntry[] {
  const text = tree.read(DIRECTORY_PATH, 'utf-8');
  if (text === null) throw new Error(`${DIRECTORY_PATH} is missing`);
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error(`${DIRECTORY_PATH} must hold an array of sites`);
  const seen = new Set<string>();
  return parsed.map((raw: unknown, index) => {
    const entry = raw as Partial<DirectoryEntry>;
    const where = `${DIRECTORY_PATH}[${index}]`;
    if (typeof entry.code !== 'string' || !CODE.test(entry.code)) throw new Error(`${where}.code is invalid`);
    if (seen.has(entry.code)) throw new Error(`${where}.code "${entry.code}" repeats`);
    seen.add(entry.code);
    if (entry.kind !== 'province' && entry.kind !== 'city') throw new Error(`${where}.kind is invalid`);
    for (const key of ['nameZh', 'nameEn', 'regionZh', 'subdomain'] as const) {
      if (typeof entry[key] !== 'string') throw new Error(`${where}.${key} must be a string`);
    }
    return entry as DirectoryEntry;
  });
}
