/**
 * Issue 13: a site's antd styles as a static CSS file, extracted at build (the site app's Vite
 * build runs this; tools/vite-config antd-static-css.ts). The apps then run antd in its
 * zero-runtime mode: no style is generated in the browser, and the CSP needs no 'unsafe-inline'.
 *
 * Usage: node --import tsx libs/ui-kit/scripts/extract-site-css.tsx <site code>
 * Writes JSON on stdout: `css`, the site's whole antd stylesheet, and `drawn`, the antd class names
 * the web code draws itself (from which tools/vite-config cuts the first-load sheet).
 */
import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { createElement } from 'react';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from '@portal/site-config';
import { READING_MODE_CLASS } from '../src/theme/reading-mode';
import { THEME_CLASS, createSiteTheme } from '../src/theme/site-theme';
import { antdClassesDrawn, antdComponentsUsed } from './antd-components';

const code = process.argv[2];
if (!code || !/^[a-z]+$/.test(code)) throw new Error('usage: extract-site-css.tsx <site code>');
const { default: site } = (await import(`@portal/site-${code}`)) as { default: SiteConfig };

const workspace = fileURLToPath(new URL('../../..', import.meta.url));
const roots = [`${workspace}libs`, `${workspace}apps`];
const includes = antdComponentsUsed(roots);

// antd reports deprecations on the console while rendering every component once; they are not this build's.
const warn = console.error;
console.error = () => undefined;
let css: string;
let largeCss: string;
try {
  css = extractStyle({ includes, customTheme: (node) => createElement(ConfigProvider, { theme: createSiteTheme(site.brand) }, node) });
  largeCss = extractStyle({
    includes,
    customTheme: (node) => createElement(ConfigProvider, { theme: createSiteTheme(site.brand, { largeText: true }) }, node),
  });
} finally {
  console.error = warn;
}
// Nested providers inside some panels name their variables by a render id (`.css-var-_R_1l7_`) that
// no page will have; the browser adds those at run time if such a panel ever renders.
css = css.replace(/\.css-var-_[\w-]+(?:\.[\w-]+)?\{[^}]*\}/g, '');
// The theme's variables (the rules of its `cssVar` class) yield to the ones antd sets at run time, by
// zero specificity: the reading mode's large text and reduced motion change them in the browser, and
// those <style> elements come before this sheet. The components' own variant variables are left alone.
const themeClass = `.${THEME_CLASS}`;
const VARIABLE_RULE = /(?<=^|[}\s])([^{}@\s][^{}@]*)\{(--[^{}]*)\}/g;
// The age-friendly reading mode (READING_MODE_CLASS on <html>, set by ReadingModeProvider): the theme's
// variables that differ with the larger base font, so pages drawn without antd's code enlarge too.
const declarations = (body: string) =>
  new Map(
    body
      .split(';')
      .filter(Boolean)
      .map((declaration) => [declaration.slice(0, declaration.indexOf(':')), declaration]),
  );
const standard = new Map<string, Map<string, string>>();
for (const [, selector, body] of css.matchAll(VARIABLE_RULE)) if (selector!.startsWith(themeClass)) standard.set(selector!, declarations(body!));
let largeRules = '';
for (const [, selector, body] of largeCss.matchAll(VARIABLE_RULE)) {
  if (!selector!.startsWith(themeClass)) continue;
  const base = standard.get(selector!) ?? new Map<string, string>();
  const changed = [...declarations(body!)].filter(([name, declaration]) => base.get(name) !== declaration).map(([, declaration]) => declaration);
  if (changed.length > 0) largeRules += `html.${READING_MODE_CLASS} :where(${selector}){${changed.join(';')}}`;
}
css = css.replace(VARIABLE_RULE, (rule, selector: string, body: string) => (selector.startsWith(themeClass) ? `:where(${selector}){${body}}` : rule));
process.stdout.write(JSON.stringify({ css: css + largeRules, drawn: antdClassesDrawn(roots) }));
