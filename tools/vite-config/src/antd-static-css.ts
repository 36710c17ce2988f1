import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const run = promisify(execFile);

/** The placeholder Vite writes as the nonce of index.html's tags; the server replaces it per response. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The marker on the static antd stylesheet's link: the app turns antd's runtime styles off when it is there. */
export const ANTD_STATIC_CSS_ATTRIBUTE = 'data-antd-static';

export interface AntdStaticCssOptions {
  /** Site code: whose theme the styles carry. */
  code: string;
  workspaceRoot: string;
}

/** Runs the extraction (libs/ui-kit/scripts/extract-site-css.tsx) in a child process: the site's antd CSS. */
function extractSiteCss({ code, workspaceRoot }: AntdStaticCssOptions): Promise<string> {
  return run(process.execPath, ['--import', 'tsx', resolve(workspaceRoot, 'libs/ui-kit/scripts/extract-site-css.tsx'), code], {
    cwd: workspaceRoot,
    maxBuffer: 16 * 1024 * 1024,
  }).then(({ stdout }) => {
    if (!stdout.includes('.ant-btn')) throw new Error(`antd static CSS for ${code}: the extraction produced no antd styles`);
    return stdout;
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
      css ??= extractSiteCss(options);
      return css;
    },
  };
}

/**
 * Issue 13: antd's styles as a static stylesheet per site theme, extracted while the app builds
 * (libs/ui-kit/scripts/extract-site-css.tsx renders the antd components the code uses under the
 * site's theme) and linked first in index.html. The extraction runs in a child process beside
 * the bundling: it needs the theme code, which this tooling lib may not import.
 */
export function antdStaticCss({ code, workspaceRoot }: AntdStaticCssOptions): Plugin {
  let css: Promise<string> | undefined;
  return {
    name: 'portal:antd-static-css',
    apply: 'build',
    buildStart() {
      css = extractSiteCss({ code, workspaceRoot });
      // Reported where it is awaited; an unobserved rejection would end the build before that.
      css.catch(() => undefined);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, context) {
        if (!css || !context.bundle) return [];
        const reference = Object.values(context.bundle).find((file) => file.type === 'asset' && file.names.includes('antd.css'));
        const fileName = reference?.fileName;
        if (!fileName) throw new Error('antd static CSS was not emitted');
        // First in <head>: the apps' own rules come after antd's and win at equal specificity.
        return [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${fileName}`, [ANTD_STATIC_CSS_ATTRIBUTE]: '' }, injectTo: 'head-prepend' }];
      },
    },
    // Emitted once the modules are bundled (the extraction ran beside that), before index.html is written.
    async renderStart() {
      if (!css) return;
      this.emitFile({ type: 'asset', name: 'antd.css', source: await css });
    },
  };
}
