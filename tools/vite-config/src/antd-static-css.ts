import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import { criticalAntdCss, type DrawnAntdClasses } from './critical-css';

const run = promisify(execFile);

/** The placeholder Vite writes as the nonce of index.html's tags; the server replaces it per response. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The marker on the static antd stylesheet's link: the app turns antd's runtime styles off when it is there. */
export const ANTD_STATIC_CSS_ATTRIBUTE = 'data-antd-static';

/** On the same link: the whole sheet's URL, which antd's own components load first (ui-kit antd-stylesheet.ts). */
export const ANTD_FULL_CSS_ATTRIBUTE = 'data-antd-full';

export interface AntdStaticCssOptions {
  /** Site code: whose theme the styles carry. */
  code: string;
  workspaceRoot: string;
}

interface ExtractedSiteCss {
  /** The site's whole antd stylesheet. */
  css: string;
  /** The antd class names the web code draws itself. */
  drawn: DrawnAntdClasses;
}

/** Runs the extraction (libs/ui-kit/scripts/extract-site-css.tsx) in a child process: the site's antd CSS. */
function extractSiteCss({ code, workspaceRoot }: AntdStaticCssOptions): Promise<ExtractedSiteCss> {
  return run(process.execPath, ['--import', 'tsx', resolve(workspaceRoot, 'libs/ui-kit/scripts/extract-site-css.tsx'), code], {
    cwd: workspaceRoot,
    maxBuffer: 32 * 1024 * 1024,
  }).then(({ stdout }) => {
    const extracted = JSON.parse(stdout) as ExtractedSiteCss;
    if (!extracted.css.includes('.ant-btn') || extracted.drawn.classes.length === 0) {
      throw new Error(`antd static CSS for ${code}: the extraction produced no antd styles or no drawn class names`);
    }
    return extracted;
  });
}

/** The module id under which {@link antdStaticCssModule} serves a site's static antd CSS. */
export const ANTD_STATIC_CSS_MODULE = 'virtual:antd-static.css';

/**
 * The same stylesheet as a CSS module (`import 'virtual:antd-static.css'`), for Storybook: the
 * markup ui-kit draws without antd's code (issue 13, ui-kit `plain`) is styled there as in the apps.
 */
export function antdStaticCssModule(options: AntdStaticCssOptions): Plugin {
  const resolved = '\0antd-static.css';
  let css: Promise<string> | undefined;
  return {
    name: 'portal:antd-static-css-module',
    resolveId: (source) => (source === ANTD_STATIC_CSS_MODULE ? resolved : null),
    load(id) {
      if (id !== resolved) return null;
      css ??= extractSiteCss(options).then((extracted) => extracted.css);
      return css;
    },
  };
}

/**
 * Issue 13: antd's styles as static stylesheets per site theme, extracted while the app builds
 * (libs/ui-kit/scripts/extract-site-css.tsx renders the antd components the code uses under the
 * site's theme). The extraction runs in a child process beside the bundling: it needs the theme
 * code, which this tooling lib may not import. Two sheets come of it:
 * - `antd-first.css`, linked first in index.html: the rules of the class names the code draws
 *   itself (criticalAntdCss), all a public page drawn without antd's code needs;
 * - `antd.css`, the whole sheet, named by the first one's `data-antd-full`: the browser loads it
 *   (right after the first) only when antd's own components are about to render.
 */
export function antdStaticCss({ code, workspaceRoot }: AntdStaticCssOptions): Plugin {
  let css: Promise<{ full: string; first: string }> | undefined;
  return {
    name: 'portal:antd-static-css',
    apply: 'build',
    buildStart() {
      css = extractSiteCss({ code, workspaceRoot }).then(async ({ css: full, drawn }) => ({ full, first: await criticalAntdCss(full, drawn) }));
      // Reported where it is awaited; an unobserved rejection would end the build before that.
      css.catch(() => undefined);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, context) {
        if (!css || !context.bundle) return [];
        const emitted = (name: string) => {
          const reference = Object.values(context.bundle!).find((file) => file.type === 'asset' && file.names.includes(name));
          if (!reference) throw new Error(`antd static CSS (${name}) was not emitted`);
          return `/${reference.fileName}`;
        };
        // First in <head>: the apps' own rules come after antd's and win at equal specificity.
        return [
          {
            tag: 'link',
            attrs: { rel: 'stylesheet', href: emitted('antd-first.css'), [ANTD_STATIC_CSS_ATTRIBUTE]: '', [ANTD_FULL_CSS_ATTRIBUTE]: emitted('antd.css') },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
    // Emitted once the modules are bundled (the extraction ran beside that), before index.html is written.
    async renderStart() {
      if (!css) return;
      const { full, first } = await css;
      this.emitFile({ type: 'asset', name: 'antd.css', source: full });
      this.emitFile({ type: 'asset', name: 'antd-first.css', source: first });
    },
  };
}
