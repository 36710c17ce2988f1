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
function shippedCss(code: string): string {
  const dir = join(ROOT, 'dist/apps', code);
  const html = join(dir, 'index.html');
  if (!existsSync(html)) throw new Error(`dist/apps/${code} is not built: run \`npx nx run-many -t build -p tag:type:app\` first`);
  const href = /<link[^>]*href="\/([^"]+)"[^>]*data-antd-static/.exec(readFileSync(html, 'utf8'))?.[1];
  if (!href) throw new Error(`${code}: index.html links no antd static stylesheet`);
  return readFileSync(join(dir, href), 'utf8');
}

/** The first value of each hex colour variable in `css`. */
function tokensIn(css: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const [, name, value] of css.matchAll(/--ant-([a-z-]+):\s*(#[0-9a-f]{6})\b/gi)) if (!(name! in tokens)) tokens[name!] = value!.toLowerCase();
  return tokens;
}

function shippedTokens(code: string): Record<string, string> {
  return tokensIn(shippedCss(code));
}

/** The age-friendly mode's values: the variables the stylesheet sets again under html.portal-large-text. */
function ageFriendlyTokens(code: string): { tokens: Record<string, string>; fontSize: string | undefined; controlHeight: string | undefined } {
  const rules = [...shippedCss(code).matchAll(/html\.portal-large-text :where\(\.portal\)\{([^}]*)\}/g)].map((match) => match[1]!).join(';');
  return {
    tokens: { ...shippedTokens(code), ...tokensIn(rules) },
    fontSize: /--ant-font-size:\s*([\d.]+px)/.exec(rules)?.[1],
    controlHeight: /--ant-control-height-sm:\s*([\d.]+px)/.exec(rules)?.[1],
  };
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

describe('issue 19 §Older readers: the age-friendly mode of every site theme', () => {
  it.each(readSites().map((site) => [site.code] as const))('%s: 7:1 colours, 18 px text, 44 px targets', (code) => {
    const { tokens, fontSize, controlHeight } = ageFriendlyTokens(code);
    const problems: string[] = [];
    for (const surface of Object.values(SURFACE_COLORS)) {
      for (const name of ['color-primary', 'color-link', 'color-link-hover', 'color-link-active', 'color-success', 'color-warning', 'color-error']) {
        const measured = tokens[name] ? contrastRatio(tokens[name], surface) : 0;
        if (measured < 7) problems.push(`${name} ${tokens[name]} on ${surface}: ${measured.toFixed(2)}:1`);
      }
    }
    for (const fill of ['color-primary', 'color-primary-hover', 'color-primary-active']) {
      const measured = tokens[fill] ? contrastRatio('#ffffff', tokens[fill]) : 0;
      if (measured < 7) problems.push(`white on ${fill} ${tokens[fill]}: ${measured.toFixed(2)}:1`);
    }
    expect(problems).toEqual([]);
    expect(fontSize).toBe('18px');
    expect(controlHeight).toBe('44px');
  });
});
