import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_TEMPLATE_ID, bootSource, paintFirst } from './paint-first';

/** What the boot script did, step by step, in a page of the given kind. */
function runBoot(page: { rendered: boolean; visibility: 'visible' | 'hidden' }) {
  const steps: string[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const template = { content: 'the preloads' };
  const document = {
    visibilityState: page.visibility,
    getElementById: (id: string) => (page.rendered && id === AFTER_PAINT_TEMPLATE_ID ? template : null),
    head: { append: (content: unknown) => steps.push(`append ${String(content)}`) },
  };
  // The script's dynamic import, made a call the test sees (a module's `import()` cannot be stubbed).
  const source = bootSource('assets/index-Ab1.js').replace(/\bimport\(/, 'load(');
  const run = new Function('document', 'requestAnimationFrame', 'setTimeout', 'load', source) as (...args: unknown[]) => void;
  run(
    document,
    (frame: () => void) => frames.push(frame),
    (task: () => void, delay: number) => tasks.push(() => (steps.push(`task after ${delay} ms`), task())),
    (specifier: string) => steps.push(`import ${specifier}`),
  );
  return { steps, frames, tasks };
}

describe('issue 15: the boot script starts the app after the first paint of a rendered page', () => {
  it('a rendered page: nothing is fetched until a frame has been painted; then the preloads go in, then the entry is imported', () => {
    const { steps, frames, tasks } = runBoot({ rendered: true, visibility: 'visible' });
    expect(steps).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    // The frame's callbacks run before it is painted: the start waits for the task after it.
    expect(steps).toEqual([]);
    expect(tasks).toHaveLength(1);
    tasks[0]!();
    expect(steps).toEqual(['task after 0 ms', 'append the preloads', 'import ./index-Ab1.js']);
  });

  it('a page the browser renders (no template) imports the entry at once', () => {
    const { steps, frames } = runBoot({ rendered: false, visibility: 'visible' });
    expect(steps).toEqual(['import ./index-Ab1.js']);
    expect(frames).toEqual([]);
  });

  it('a rendered page opened in a hidden tab (which paints no frames) starts at once', () => {
    const { steps, frames } = runBoot({ rendered: true, visibility: 'hidden' });
    expect(steps).toEqual(['append the preloads', 'import ./index-Ab1.js']);
    expect(frames).toEqual([]);
  });
});

describe('issue 15: index.html loads the boot script, with the entry preloaded', () => {
  const INDEX =
    '<head>\n    <script type="module" crossorigin src="/assets/index-Ab1.js" nonce="__CSP_NONCE__"></script>\n    <link rel="modulepreload" crossorigin href="/assets/stack-S1.js" nonce="__CSP_NONCE__">\n</head>';

  /** The plugin's two steps as Vite runs them: the bundle's entry is known, then index.html is written. */
  function build(bundle: Record<string, Partial<Rollup.OutputChunk | Rollup.OutputAsset>>, html = INDEX) {
    const plugin = paintFirst();
    const emitted: { fileName: string; source: string }[] = [];
    const context = {
      emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const generate = plugin.generateBundle as unknown as { handler: (this: typeof context, options: unknown, bundle: unknown) => void };
    generate.handler.call(context, {}, bundle);
    const transform = plugin.transformIndexHtml as unknown as { handler: (html: string) => string };
    return { emitted, html: transform.handler(html) };
  }

  it('emits the boot script for the one entry and puts it in the entry’s place, the entry preloaded beside it with its nonce', () => {
    const { emitted, html } = build({
      'assets/index-Ab1.js': { type: 'chunk', isEntry: true, fileName: 'assets/index-Ab1.js' },
      'assets/home-page-H1.js': { type: 'chunk', isEntry: false, fileName: 'assets/home-page-H1.js' },
    });
    expect(emitted).toHaveLength(1);
    const [boot] = emitted;
    expect(boot!.fileName).toMatch(/^assets\/boot-[\w-]{8}\.js$/);
    expect(boot!.source).toBe(bootSource('assets/index-Ab1.js'));
    expect(html).toBe(
      `<head>\n    <script type="module" crossorigin src="/${boot!.fileName}" nonce="__CSP_NONCE__"></script>\n` +
        '    <link rel="modulepreload" crossorigin href="/assets/index-Ab1.js" nonce="__CSP_NONCE__">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/stack-S1.js" nonce="__CSP_NONCE__">\n</head>',
    );
  });

  it('the boot script’s name follows its content (another entry, another file)', () => {
    const one = build({ 'assets/index-Ab1.js': { type: 'chunk', isEntry: true, fileName: 'assets/index-Ab1.js' } }).emitted[0]!;
    const other = build({ 'assets/index-Zz9.js': { type: 'chunk', isEntry: true, fileName: 'assets/index-Zz9.js' } }, INDEX.replace('index-Ab1', 'index-Zz9'))
      .emitted[0]!;
    expect(one.fileName).not.toBe(other.fileName);
  });

  it('fails the build when the bundle has no single entry, or index.html no script for it', () => {
    expect(() => build({})).toThrow(/expected one entry chunk, found 0/);
    expect(() => build({ 'assets/index-Ab1.js': { type: 'chunk', isEntry: true, fileName: 'assets/index-Ab1.js' } }, '<head></head>')).toThrow(
      /no module script for \/assets\/index-Ab1.js/,
    );
  });
});
