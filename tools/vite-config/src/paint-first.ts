import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';

/**
 * The element a server-rendered page carries its module preloads in (apps/api web-apps.ts): a
 * `<template>`, whose content the browser does not act on until the boot script moves it into the page.
 */
export const AFTER_PAINT_TEMPLATE_ID = 'portal-after-paint';

/** The name the boot script is emitted under (`assets/boot-<hash>.js`). */
const BOOT_NAME = 'boot';

/** How long a rendered page waits for its first paint before the app starts all the same. */
export const BOOT_PAINT_TIMEOUT_MS = 3_000;

/**
 * The boot script for an entry chunk (`assets/<entry>`). On a page the server rendered (it carries
 * the after-paint template), once the browser reports the first contentful paint (Paint Timing: the
 * frame has been presented, not just drawn), the template's preloads go into the page and the entry is
 * imported; a browser without Paint Timing starts after the next frame, and one that reports no
 * paint in {@link BOOT_PAINT_TIMEOUT_MS} starts then. Any other page (the app renders it), and a
 * hidden one (it paints nothing), imports the entry at once.
 */
export function bootSource(entryFileName: string): string {
  const entry = `./${entryFileName.replace(/^assets\//, '')}`;
  // Minified by hand: it is in every page's first load.
  return (
    `const t=document.getElementById(${JSON.stringify(AFTER_PAINT_TEMPLATE_ID)});let d=0;` +
    `const s=()=>{if(d)return;d=1;t&&document.head.append(t.content);import(${JSON.stringify(entry)})};` +
    `if(!t||document.visibilityState!=="visible")s();` +
    `else if(PerformanceObserver.supportedEntryTypes?.includes("paint")){` +
    `new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();s()}}).observe({type:"paint",buffered:true});` +
    `setTimeout(s,${BOOT_PAINT_TIMEOUT_MS})}` +
    `else requestAnimationFrame(()=>setTimeout(s,0));\n`
  );
}

/**
 * Issue 15: index.html loads the app through a small boot script instead of its entry chunk.
 * Where the server sent a rendered page, the first paint then waits for the stylesheets alone, not
 * for the app's code as well (its download shared the connection with them, and a module script
 * ready before the first frame ran before it); the app then hydrates the painted page. Where the
 * browser renders the page, the entry is preloaded beside the boot script, as Vite preloads what
 * the entry imports, so the app starts as soon as before.
 */
export function paintFirst(): Plugin {
  let boot: { fileName: string; entry: string } | undefined;
  return {
    name: 'portal:paint-first',
    apply: 'build',
    // Before Vite writes index.html (its own generateBundle), so the page can name the boot script.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const entries = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry);
        if (entries.length !== 1) this.error(`paint first: expected one entry chunk, found ${entries.length}`);
        const entry = entries[0]!.fileName;
        const source = bootSource(entry);
        const fileName = `assets/${BOOT_NAME}-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        boot = { fileName, entry };
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!boot) return html;
        const { fileName, entry } = boot;
        const script = new RegExp(`<script type="module" crossorigin src="/${entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"([^>]*)></script>`);
        const found = script.exec(html);
        if (!found) throw new Error(`paint first: index.html has no module script for /${entry}`);
        const attributes = found[1]!;
        return html.replace(
          found[0],
          () =>
            `<script type="module" crossorigin src="/${fileName}"${attributes}></script>\n    <link rel="modulepreload" crossorigin href="/${entry}"${attributes}>`,
        );
      },
    },
  };
}
