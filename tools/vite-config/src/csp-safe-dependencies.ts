import type { Plugin } from 'vite';

interface Patch {
  /** The dependency file, by its path in node_modules. */
  file: RegExp;
  /** The exact code replaced; the build fails if it is not there (the dependency changed: review the patch). */
  from: string;
  to: string;
  /** Appended to the file. */
  append?: string;
}

/**
 * Issue 13: the pages' CSP allows no inline style and no eval. Two dependencies reach for them in
 * ways their options do not cover, and are patched in the browser bundle only:
 * - @rc-component/util's style injector: antd passes ConfigProvider's `csp` nonce to its own styles,
 *   but the scroll lock of a Modal or Drawer and the scrollbar measurement call the injector without
 *   it (ant-design/ant-design#58150), so a strict style-src blocks them. It falls back to the page's
 *   nonce (Vite's csp-nonce meta tag, filled in by the server).
 * - zod probes for eval (`new Function`) when a schema module loads, before any app code could set
 *   `jitless`; the blocked probe is reported as a violation. The browser bundle starts jitless.
 */
export const CSP_PATCHES: readonly Patch[] = [
  {
    file: /\/@rc-component\/util\/es\/Dom\/dynamicCSS\.js$/,
    from: `  if (csp?.nonce) {
    styleNode.nonce = csp?.nonce;
  }`,
    to: `  const nonce = csp?.nonce ?? portalPageNonce();
  if (nonce) {
    styleNode.nonce = nonce;
  }`,
    append: `
function portalPageNonce() {
  const meta = typeof document === 'undefined' ? null : document.querySelector('meta[property="csp-nonce"]');
  return (meta && (meta.nonce || meta.getAttribute('nonce'))) || undefined;
}
`,
  },
  {
    file: /\/zod\/v4\/core\/core\.js$/,
    from: '(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});',
    to: '(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = { jitless: true });',
  },
];

export function cspSafeDependencies(patches: readonly Patch[] = CSP_PATCHES): Plugin {
  const applied = new Set<Patch>();
  return {
    name: 'portal:csp-safe-dependencies',
    apply: 'build',
    transform(code, id) {
      const patch = patches.find((candidate) => candidate.file.test(id));
      if (!patch) return null;
      if (!code.includes(patch.from)) throw new Error(`csp-safe-dependencies: ${id} changed; review the patch (${patch.file})`);
      applied.add(patch);
      return { code: code.replace(patch.from, patch.to) + (patch.append ?? ''), map: null };
    },
    buildEnd(error) {
      for (const patch of patches) if (!error && !applied.has(patch)) this.warn(`csp-safe-dependencies: ${patch.file} was not in this bundle`);
    },
  };
}
