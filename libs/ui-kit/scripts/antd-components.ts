import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const ANTD_ES = join(dirname(require.resolve('antd/package.json')), 'es');

/** antd's export names by their folder (`date-picker` → `DatePicker`), from its own index. */
function exportsByFolder(): Map<string, string[]> {
  const index = readFileSync(join(ANTD_ES, 'index.js'), 'utf8');
  const byFolder = new Map<string, string[]>();
  for (const [, name, folder] of index.matchAll(/export \{ default as (\w+)\b[^}]*\} from '\.\/([\w-]+)'/g)) {
    byFolder.set(folder!, [...(byFolder.get(folder!) ?? []), name!]);
  }
  return byFolder;
}

/** The antd component folders a set of folders reaches through antd's own imports (a Table brings Pagination, Spin, Empty…). */
function closure(start: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  const files = new Set<string>();
  const visitFile = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      let target = resolve(dirname(file), spec!);
      if (!target.endsWith('.js')) target = statSafe(target)?.isDirectory() ? join(target, 'index.js') : `${target}.js`;
      const rel = relative(ANTD_ES, target);
      if (rel.startsWith('..')) continue;
      const folder = rel.split('/')[0]!;
      // The component itself: its index or a top-level component file (button/button.js). A context, hook,
      // util or style module is not (Modal reads Watermark's context only; Tag's style uses a colour util).
      const inner = rel.split('/').slice(1);
      const name = inner[0]?.replace(/\.js$/, '') ?? '';
      const component = inner.length === 1 && (name === 'index' || name === folder || /^[A-Z]/.test(name)) && !/Context$|^use[A-Z]/.test(name);
      if (
        component &&
        !folder.startsWith('_') &&
        folder !== 'config-provider' &&
        folder !== 'style' &&
        folder !== 'theme' &&
        folder !== 'locale' &&
        !folder.endsWith('.js')
      )
        folders.add(folder);
      if (folder !== 'config-provider' && folder !== 'locale' && !inner.includes('style')) visitFile(target);
    }
  };
  for (const folder of start) {
    folders.add(folder);
    visitFile(join(ANTD_ES, folder, 'index.js'));
  }
  return folders;
}

function statSafe(path: string) {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/** The source of every TypeScript file of the web code under `roots` (tests and stories left out). */
function* sources(roots: string[]): Generator<string> {
  const walk = function* (dir: string): Generator<string> {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) yield* walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
        yield readFileSync(path, 'utf8');
      }
    }
  };
  for (const root of roots) yield* walk(root);
}

/** Named imports from 'antd' in the web code. */
function usedNames(roots: string[]): Set<string> {
  const names = new Set<string>();
  for (const source of sources(roots)) {
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
      for (const part of list!.split(',')) {
        const name = part
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim();
        if (/^[A-Z]/.test(name) && !part.trim().startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

/** antd prefixes that differ from their component folder. */
const PREFIX_FOLDERS: Record<string, string> = { btn: 'button' };

/**
 * The antd component folders whose class names the web code draws itself (issue 13: ui-kit's plain
 * components draw antd's markup without its code): `ant-descriptions-item-label` → descriptions,
 * `ant-col-md-8` → col, `ant-btn` → button. The longest prefix that names a folder wins.
 */
function drawnFolders(roots: string[], folders: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const source of sources(roots)) {
    for (const [, name] of source.matchAll(/\bant-([a-z]+(?:-[a-z0-9]+)*)/g)) {
      const parts = name!.split('-');
      for (let length = parts.length; length > 0; length -= 1) {
        const prefix = parts.slice(0, length).join('-');
        const folder = PREFIX_FOLDERS[prefix] ?? prefix;
        if (folders.has(folder)) {
          found.add(folder);
          break;
        }
      }
    }
  }
  return found;
}

/**
 * The antd components whose styles the web apps can need: every component the code imports from
 * antd or draws by its class names, and every component antd itself renders inside them. Computed
 * from the sources, so a new component in a page is styled without anyone editing a list.
 */
export function antdComponentsUsed(roots: string[]): string[] {
  const byFolder = exportsByFolder();
  const folderOf = new Map([...byFolder].flatMap(([folder, names]) => names.map((name) => [name, folder] as const)));
  const imported = [...usedNames(roots)].map((name) => folderOf.get(name)).filter((folder): folder is string => folder !== undefined);
  const startFolders = new Set([...imported, ...drawnFolders(roots, new Set(byFolder.keys()))]);
  return [...closure(startFolders)].flatMap((folder) => byFolder.get(folder) ?? []).sort();
}

/** The antd class names the web code draws itself, and the prefixes it completes at run time (`ant-btn-color-${color}`). */
export interface DrawnAntdClasses {
  classes: string[];
  prefixes: string[];
}

/**
 * Issue 13: what the site's first stylesheet must style. Public pages draw antd's markup without
 * antd's code (ui-kit `plain`), so every antd class name they can carry is written in the sources,
 * whole (`'ant-card-body'`) or as the fixed start of a template (`` `ant-col-${span}` ``). Class
 * names antd's own components add at run time are not: their rules load with antd (AntdScope).
 */
export function antdClassesDrawn(roots: string[]): DrawnAntdClasses {
  const classes = new Set<string>();
  const prefixes = new Set<string>();
  for (const source of sources(roots)) {
    for (const [name] of source.matchAll(/\bant-[a-z0-9]+(?:-[a-z0-9]+)*/g)) classes.add(name);
    for (const [prefix] of source.matchAll(/\bant-(?:[a-z0-9]+-)+(?=\$\{)/g)) prefixes.add(prefix);
  }
  return { classes: [...classes].sort(), prefixes: [...prefixes].sort() };
}
