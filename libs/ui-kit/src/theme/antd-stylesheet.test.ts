import { afterEach, describe, expect, it, vi } from 'vitest';

// Issue 13 §Bytes: antd's own components wait for the whole static sheet, added after the first one.
const fresh = async () => {
  vi.resetModules();
  return import('./antd-stylesheet');
};

const wholeSheet = () => document.head.querySelector<HTMLLinkElement>('link[data-antd-full-sheet]');

// happy-dom loads a link's stylesheet as a browser does: a data: URL loads, a closed port fails.
const WHOLE = 'data:text/css,.ant-drawer-mask%7Bposition:absolute%7D';
const FAILING = 'http://127.0.0.1:9/assets/antd.css';

const page = (whole: string) => {
  document.head.innerHTML = `<link rel="stylesheet" href="data:text/css," data-antd-static="" data-antd-full="${whole}" nonce="n0nce"><link rel="stylesheet" href="data:text/css,">`;
};

describe('loadAntdStylesheet', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds the whole sheet right after the first, with its nonce, once, and resolves when it has loaded', async () => {
    page(WHOLE);
    const { loadAntdStylesheet } = await fresh();
    const loading = loadAntdStylesheet();
    expect(loadAntdStylesheet()).toBe(loading);
    const link = wholeSheet()!;
    expect(link.getAttribute('href')).toBe(WHOLE);
    expect(link.getAttribute('nonce')).toBe('n0nce');
    expect(link.previousElementSibling?.hasAttribute('data-antd-static')).toBe(true);
    expect(link.nextElementSibling?.hasAttribute('data-antd-full-sheet')).toBe(false);
    await expect(loading).resolves.toBeUndefined();
    await loadAntdStylesheet();
    expect(document.head.querySelectorAll('link[data-antd-full-sheet]')).toHaveLength(1);
  });

  it('rejects when the sheet fails, removes it, and tries again on the next call', async () => {
    page(FAILING);
    const { loadAntdStylesheet } = await fresh();
    const failed = loadAntdStylesheet();
    await expect(failed).rejects.toThrow(FAILING);
    expect(wholeSheet()).toBeNull();
    document.head.querySelector('link[data-antd-static]')!.setAttribute('data-antd-full', WHOLE);
    const again = loadAntdStylesheet();
    expect(again).not.toBe(failed);
    await expect(again).resolves.toBeUndefined();
    expect(wholeSheet()?.getAttribute('href')).toBe(WHOLE);
  });

  it('has nothing to load on a page without the first sheet (tests, stories)', async () => {
    const { loadAntdStylesheet } = await fresh();
    await loadAntdStylesheet();
    expect(wholeSheet()).toBeNull();
  });

  it('withAntdStylesheet resolves to the chunk once the sheet has loaded too', async () => {
    page(WHOLE);
    const { withAntdStylesheet } = await fresh();
    const chunk = { default: 'page' };
    await expect(withAntdStylesheet(() => Promise.resolve(chunk))()).resolves.toBe(chunk);
    expect(wholeSheet()?.getAttribute('href')).toBe(WHOLE);
  });
});
