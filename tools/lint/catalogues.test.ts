import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '@portal/vite-config';

/*
 * Issue 19 §English: every lib that draws UI keeps its text in message catalogues
 * (`src/i18n/zh-CN.json` + `en.json`, decision 0032). This checks them the way a build cannot:
 * the same keys in both languages, the same placeholders, valid ICU; and that no Chinese text
 * is left in the UI libs' code, where it would stay Chinese in English.
 */

const root = join(import.meta.dirname, '../..');
/** The libs whose code draws UI (the server and the contract speak through the API's envelope). */
const UI_LIB_ROOTS = ['libs/features', 'libs/ui-kit', 'libs/shell', 'libs/auth', 'libs/api-client'];

/**
 * Files that must keep Chinese, each with the reason.
 */
const CHINESE_ALLOWED: Record<string, string> = {
  'libs/ui-kit/src/theme/validate-messages.ts': "antd's form messages in Chinese; in English antd's en_US locale brings its own",
  'libs/ui-kit/src/layouts/language-switch.tsx': 'the switch names each language in that language (中文 / English)',
};

function libDirs(): string[] {
  const dirs: string[] = [];
  for (const base of UI_LIB_ROOTS) {
    const path = join(root, base);
    if (existsSync(join(path, 'src'))) dirs.push(path);
    else for (const entry of readdirSync(path, { withFileTypes: true })) if (entry.isDirectory()) dirs.push(join(path, entry.name));
  }
  return dirs;
}

function catalogueOf(dir: string, locale: string, part = ''): Record<string, string> | undefined {
  const file = join(dir, 'src/i18n', `${part}${locale}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : undefined;
}

/** A lib's catalogues: `zh-CN.json`, and any `<part>.zh-CN.json` beside it (a page that loads on its own). */
function cataloguesOf(dir: string): { name: string; dir: string; part: string }[] {
  const folder = join(dir, 'src/i18n');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('zh-CN.json'))
    .map((file) => {
      const part = file.slice(0, -'zh-CN.json'.length);
      return { name: `${relative(root, dir)}${part ? ` (${part.slice(0, -1)})` : ''}`, dir, part };
    });
}

/** The argument names a compiled message uses (placeholders, plural and select arguments). */
function argumentsOf(compiled: unknown, into = new Set<string>()): Set<string> {
  // Lingui's compiled form: a list of text and [name] or [name, type, branches] parts.
  if (Array.isArray(compiled)) {
    for (const part of compiled) {
      if (Array.isArray(part) && typeof part[0] === 'string' && (part.length === 1 || typeof part[1] === 'string')) {
        into.add(part[0]);
        if (part[2] && typeof part[2] === 'object') for (const branch of Object.values(part[2] as object)) argumentsOf(branch, into);
      } else argumentsOf(part, into);
    }
  }
  return into;
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing' && entry.name !== 'node_modules') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$|fixtures?\.tsx?$|story-/.test(entry.name)) files.push(full);
    }
  };
  walk(join(dir, 'src'));
  return files;
}

const CJK = /[\u4e00-\u9fff]/;

/** Chinese in string literals, template text and JSX text of a file (comments do not count). */
function chineseInCode(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isJsxText(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const text = node.text;
      if (CJK.test(text)) found.push(`${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${text.trim().slice(0, 40)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The whole Chinese string literals of a file (template literals with substitutions excepted). */
function chineseLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && CJK.test(node.text) && !isApiSummary(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Route summaries are documentation of the API (English, with a Chinese gloss), not UI. */
function isApiSummary(node: ts.Node): boolean {
  return ts.isPropertyAssignment(node.parent) && ts.isIdentifier(node.parent.name) && node.parent.name.text === 'summary';
}

const dirs = libDirs();
const withCatalogue = dirs.filter((dir) => catalogueOf(dir, 'zh-CN'));

describe('issue 19 §English: message catalogues', () => {
  it('every UI lib with text has a catalogue', () => {
    const withoutCatalogue = dirs.filter((dir) => !catalogueOf(dir, 'zh-CN') && sourceFiles(dir).some((file) => chineseInCode(file).length > 0));
    expect(withoutCatalogue.map((dir) => relative(root, dir))).toEqual([]);
  });

  it.each(withCatalogue.flatMap(cataloguesOf).map(({ name, dir, part }) => [name, dir, part]))(
    '%s: English has every key, no extra one, and the same placeholders',
    (_name, dir, part) => {
      const zh = catalogueOf(dir, 'zh-CN', part)!;
      const en = catalogueOf(dir, 'en', part);
      expect(en, 'src/i18n/en.json').toBeDefined();
      expect(Object.keys(en!).sort()).toEqual(Object.keys(zh).sort());
      const zhCompiled = compileCatalogue(JSON.stringify(zh), 'zh-CN.json');
      const enCompiled = compileCatalogue(JSON.stringify(en), 'en.json');
      for (const key of Object.keys(zh)) {
        expect([...argumentsOf(enCompiled[key])].sort(), `placeholders of "${key}"`).toEqual([...argumentsOf(zhCompiled[key])].sort());
        expect(en![key]!.trim(), `"${key}" is empty in English`).not.toBe('');
        expect(CJK.test(en![key]!), `"${key}" is still Chinese in English`).toBe(false);
      }
    },
  );

  it('each catalogue has its own namespace', () => {
    const namespaces = withCatalogue.flatMap((dir) =>
      sourceFiles(dir).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/defineCatalogue\(\s*'([^']+)'/g)].map((match) => match[1])),
    );
    expect(namespaces.length).toBeGreaterThanOrEqual(withCatalogue.flatMap(cataloguesOf).length);
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });

  it('no Chinese is left in the UI libs’ code (it belongs in the catalogue)', () => {
    const left = dirs.flatMap((dir) =>
      sourceFiles(dir)
        .filter((file) => !(relative(root, file) in CHINESE_ALLOWED))
        .flatMap(chineseInCode),
    );
    expect(left).toEqual([]);
  });

  it('the contract’s messages: every Chinese string of libs/api-contract is in its catalogue, with English', () => {
    const dir = join(root, 'libs/api-contract');
    const zh = catalogueOf(dir, 'zh-CN')!;
    const en = catalogueOf(dir, 'en')!;
    // Strings built from a label (`${label}不能超过${max}个字符`) cannot be looked up as they are; the
    // whole literals are the ones a visitor sees as they were written.
    const literals = sourceFiles(dir).flatMap(chineseLiterals);
    expect(literals.filter((text) => !(text in zh))).toEqual([]);
    expect(Object.entries(zh).filter(([key, value]) => key !== value)).toEqual([]);
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    expect(Object.entries(en).filter(([, value]) => CJK.test(value))).toEqual([]);
    compileCatalogue(JSON.stringify(en), 'api-contract en.json');
  });

  it('the check finds Chinese in code and skips comments', () => {
    const probe = join(root, 'libs/ui-kit/src/layouts/language-switch.tsx');
    expect(chineseInCode(probe).some((line) => line.includes('中文'))).toBe(true);
    expect(chineseInCode(join(root, 'libs/i18n/src/locale.ts'))).toEqual([]);
  });
});
