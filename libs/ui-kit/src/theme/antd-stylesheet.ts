/**
 * Issue 13: the page links only the first part of the site's static antd stylesheet, the rules of
 * the class names our code draws itself (tools/vite-config antd-static-css.ts). antd's own
 * components add class names of their own, styled by the whole sheet, which this loads once,
 * right after the first one (the whole sheet holds every rule of the first in the same order, so
 * the cascade is the whole sheet's, and the app's own rules still come after both).
 */

/** The build's marker on the first sheet's link, and the whole sheet's URL on it (ANTD_FULL_CSS_ATTRIBUTE). */
const FIRST_SHEET = 'link[data-antd-static][data-antd-full]';
/** The marker on the whole sheet's link once added. */
const FULL_SHEET_ATTRIBUTE = 'data-antd-full-sheet';

let loading: Promise<void> | undefined;
let loaded = false;

/**
 * Starts loading the whole antd stylesheet if the page has not got it; resolves once it applies.
 * Without a first sheet (tests, stories, a build without static styles) there is nothing to load.
 * A failed load rejects, like a failed chunk, and the next call tries again.
 */
export function loadAntdStylesheet(): Promise<void> {
  if (loaded || typeof document === 'undefined') return Promise.resolve();
  if (loading) return loading;
  const first = document.querySelector<HTMLLinkElement>(FIRST_SHEET);
  const href = first?.getAttribute('data-antd-full');
  if (!first || !href) {
    loaded = true;
    return Promise.resolve();
  }
  const current = new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.setAttribute(FULL_SHEET_ATTRIBUTE, '');
    // A browser hides a nonce attribute once the page has loaded; the property keeps it.
    const nonce = first.nonce || first.getAttribute('nonce');
    if (nonce) link.setAttribute('nonce', nonce);
    link.addEventListener('load', () => {
      loaded = true;
      resolve();
    });
    link.addEventListener('error', () => {
      link.remove();
      loading = undefined;
      reject(new Error(`The antd stylesheet ${href} did not load`));
    });
    first.after(link);
  });
  loading = current;
  return current;
}

/** A chunk whose code renders antd's components, loaded beside the whole stylesheet they wait for. */
export function withAntdStylesheet<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAntdStylesheet()]).then(([module]) => module);
}
