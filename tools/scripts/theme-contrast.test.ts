// Issue 19: the colours every site ships, read from its built antd stylesheet (the theme tokens as
// CSS variables): the focus ring ≥ 3:1 next to the page (WCAG 1.4.11), white text on a primary
// button at rest, hovered and pressed ≥ 4.5:1, and links at rest, hovered and pressed ≥ 4.5:1 on the
// page (WCAG 1.4.3). Reads dist/apps like the route budgets (`nx run workspace-tools:test` builds first).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SURFACE_COLORS, contrastRatio } from '@portal/site-config';
import { readSites } from './route-budgets.mjs';

const ROOT = join(import.meta.dirname, '../..');

/** The first value of each antd CSS variable in a site's static stylesheet (the standard theme; the large-text one follows). */
function shippedTokens(code: string): Record<string, string> {
  const dir = join(ROOT, 'dist/apps', code);
  const html = join(dir, 'index.html');
  if (!existsSync(html)) throw new Error(`dist/apps/${code} is not built: run \`npx nx run-many -t build -p tag:type:app\` first`);
  const href = /<link[^>]*href="\/([^"]+)"[^>]*data-antd-static/.exec(readFileSync(html, 'utf8'))?.[1];
  if (!href) throw new Error(`${code}: index.html links no antd static stylesheet`);
  const css = readFileSync(join(dir, href), 'utf8');
  const tokens: Record<string, string> = {};
  for (const [, name, value] of css.matchAll(/--ant-([a-z-]+):\s*(#[0-9a-f]{6})\b/gi)) if (!(name! in tokens)) tokens[name!] = value!.toLowerCase();
  return tokens;
}

describe('issue 19: focus rings and hover colours of every site theme', () => {
  it.each(readSites().map((site) => [site.code] as const))('%s', (code) => {
    const token = shippedTokens(code);
    const problems: string[] = [];
    const need = (what: string, a: string | undefined, b: string, ratio: number) => {
      const measured = a ? contrastRatio(a, b) : 0;
      if (measured < ratio) problems.push(`${what}: ${a} on ${b} is ${measured.toFixed(2)}:1 (needs ${ratio}:1)`);
    };
    for (const surface of Object.values(SURFACE_COLORS)) {
      need('focus ring (color-primary-border)', token['color-primary-border'], surface, 3);
      for (const link of ['color-link', 'color-link-hover', 'color-link-active']) need(link, token[link], surface, 4.5);
    }
    for (const fill of ['color-primary', 'color-primary-hover', 'color-primary-active'])
      need(`white text on ${fill}`, '#ffffff', token[fill] ?? '#ffffff', 4.5);
    expect(problems).toEqual([]);
  });
});
