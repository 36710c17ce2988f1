/**
 * Checks against the real workspace and the real Nx CLI: the per-site project
 * split keeps a city's config change to that city, and `nx sync:check` guards
 * the generated apps. Nothing here leaves the working tree changed: the one test
 * that edits a file restores its original bytes in a `finally` block.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FsTree } from 'nx/src/generators/tree';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DIRECTORY_PATH, type DirectoryEntry } from './directory';
import syncGenerator from './generators/sync/generator';

const ROOT = resolve(import.meta.dirname, '../../..');
const TIMEOUT = 120_000;

/** The environment of every nx run: no daemon (no cached graph or sync result), no cloud, no TUI. */
function nxEnv(): NodeJS.ProcessEnv {
  // Drop the variables of an enclosing nx task (`nx test site-apps`) so they cannot leak into the nested run.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('NX_')));
  return { ...env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', NX_SKIP_NX_CACHE: 'true', FORCE_COLOR: '0' };
}

function nx(...args: string[]): { status: number | null; stdout: string; output: string } {
  const result = spawnSync('npx', ['nx', ...args], { cwd: ROOT, env: nxEnv(), encoding: 'utf-8', timeout: TIMEOUT - 10_000 });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, output: `${result.stdout}\n${result.stderr}` };
}

function nxJson(...args: string[]): string[] {
  const { status, stdout, output } = nx(...args, '--json');
  expect(status, output).toBe(0);
  return JSON.parse(stdout.trim()) as string[];
}

const affectedBy = (file: string) => nxJson('show', 'projects', '--affected', `--files=${file}`);

/** Files (tracked or not) importing a site record, to explain an unexpected dependency on it. */
function importersOf(code: string): string {
  const grep = spawnSync('git', ['grep', '--untracked', '-l', '-F', `'@portal/site-${code}'`, '--', '.', ':!node_modules', ':!dist'], {
    cwd: ROOT,
    encoding: 'utf-8',
  });
  return grep.stdout.trim().split('\n').join(', ');
}

const codes = (JSON.parse(readFileSync(resolve(ROOT, DIRECTORY_PATH), 'utf-8')) as DirectoryEntry[]).map((site) => site.code);

describe('the real workspace', () => {
  let apps: Set<string>;

  beforeAll(() => {
    apps = new Set(nxJson('show', 'projects', '--projects', 'tag:type:app'));
  }, TIMEOUT);

  it('lists the province and the 13 cities, each with its app', () => {
    expect(codes).toHaveLength(14);
    expect(codes[0]).toBe('portal');
    for (const code of codes) expect(apps, code).toContain(code);
  });

  it.each(['nj', 'sq'])(
    "a change to one city's config marks only that city's app affected (%s)",
    (code) => {
      const affected = affectedBy(`libs/site-config/sites/${code}/site.ts`);
      // A record imported by anything but its own app (e.g. a shared lib's test) spreads its changes to every app.
      // Only the designers' Storybook, which themes every site, may rebuild besides, and the one
      // typecheck of all generated apps (site-apps-typecheck: a single program, no build).
      const allowed = new Set([code, `site-${code}`, 'storybook', 'site-apps-typecheck']);
      expect(
        affected.filter((project) => !allowed.has(project)),
        `files importing @portal/site-${code}: ${importersOf(code)}`,
      ).toEqual([]);
      expect(affected).toEqual(expect.arrayContaining([code, `site-${code}`]));
      expect(affected.filter((project) => apps.has(project))).toEqual([code]);
    },
    TIMEOUT,
  );

  it(
    'a change to the site-config schema marks all 14 apps affected',
    () => {
      const affected = new Set(affectedBy('libs/site-config/src/schema.ts'));
      const affectedSiteApps = codes.filter((code) => affected.has(code));
      expect(affectedSiteApps).toEqual(codes);
      expect(affectedSiteApps).toHaveLength(14);
      for (const code of codes) expect(affected, `site-${code}`).toContain(`site-${code}`);
    },
    TIMEOUT,
  );

  it(
    'nx sync:check passes on the committed workspace',
    () => {
      const { status, output } = nx('sync:check');
      expect(status, output).toBe(0);
    },
    TIMEOUT,
  );

  describe('the sync generator over the real files (in memory, never flushed)', () => {
    it('finds the workspace in sync', () => {
      const tree = new FsTree(ROOT, false);
      syncGenerator(tree);
      expect(tree.listChanges().map((change) => `${change.type} ${change.path}`)).toEqual([]);
    });

    it('restores an edited generated file', () => {
      const tree = new FsTree(ROOT, false);
      const original = tree.read('apps/nj/src/main.tsx', 'utf-8') ?? '';
      expect(original).toContain('createPortalApp(site);');
      tree.write('apps/nj/src/main.tsx', `${original}// hand edit\n`);
      tree.write('apps/nj/src/extra.ts', 'export {};\n');
      expect(tree.listChanges()).toHaveLength(2);

      syncGenerator(tree);
      expect(tree.read('apps/nj/src/main.tsx', 'utf-8')).toBe(original);
      expect(tree.exists('apps/nj/src/extra.ts')).toBe(false);
      expect(tree.listChanges()).toEqual([]);
    });

    it('would delete the app of a site removed from the directory, and nothing else', () => {
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
      const tree = new FsTree(ROOT, false);
      const sites = JSON.parse(tree.read(DIRECTORY_PATH, 'utf-8') ?? '[]') as DirectoryEntry[];
      tree.write(
        DIRECTORY_PATH,
        `${JSON.stringify(
          sites.filter((site) => site.code !== 'sq'),
          null,
          2,
        )}\n`,
      );

      syncGenerator(tree);
      expect(tree.listChanges().map((change) => `${change.type} ${change.path}`)).toEqual([`UPDATE ${DIRECTORY_PATH}`, 'DELETE apps/sq']);
    });
  });

  it(
    'editing a generated file makes the sync check fail, regenerating fixes it',
    () => {
      const file = resolve(ROOT, 'apps/nj/src/main.tsx');
      const original = readFileSync(file);
      try {
        writeFileSync(file, Buffer.concat([original, Buffer.from('// edited by tools/site-apps/src/workspace.test.ts\n')]));
        const failed = nx('sync:check');
        expect(failed.status, failed.output).not.toBe(0);
        expect(failed.output).toContain('@portal/site-apps:sync');
        expect(failed.output).toMatch(/site apps differ/);
      } finally {
        writeFileSync(file, original);
      }
      expect(readFileSync(file).equals(original)).toBe(true);
      const passed = nx('sync:check');
      expect(passed.status, passed.output).toBe(0);
    },
    TIMEOUT,
  );
});
