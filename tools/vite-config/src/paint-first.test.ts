import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_TEMPLATE_ID, BOOT_PAINT_TIMEOUT_MS, bootSource, paintFirst } from './paint-first';

/** What the boot script did, step by step, in a page of the given kind (timers, frames and paint reports run by the test). */
function runBoot(page: { rendered: boolean; visibility: 'visible' | 'hidden'; paintTiming: boolean }) {
  const steps: string[] = [];
  const frames: (() => void)[] = [];
  const tasks: { delay: number; run: () => void }[] = [];
  const observers: { report: (names: string[]) => void; disconnected: boolean; options?: unknown }[] = [];
  const template = { content: 'the preloads' };
  const document = {
    visibilityState: page.visibility,
    getElementById: (id: string) => (page.rendered && id === AFTER_PAINT_TEMPLATE_ID ? template : null),
    head: { append: (content: unknown) => steps.push(`append ${String(content)}`) },
  };
  class FakePerformanceObserver {
    static supportedEntryTypes = page.paintTiming ? ['mark', 'paint'] : ['mark'];
    private readonly record: (typeof observers)[number];
    constructor(callback: (list: { getEntriesByName(name: string): unknown[] }, observer: FakePerformanceObserver) => void) {
      this.record = {
        disconnected: false,
        report: (names) => {
          if (!this.record.disconnected) callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this);
        },
      };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.options = options;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  // The script's dynamic import, made a call the test sees (a module's `import()` cannot be stubbed).
  const source = bootSource('assets/index-Ab1.js').replace(/\bimport\(/, 'load(');
  const run = new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', 'load', source) as (...args: unknown[]) => void;
  run(
    document,
    (frame: () => void) => frames.push(frame),
    (task: () => void, delay: number) => tasks.push({ delay, run: task }),
    FakePerformanceObserver,
    (specifier: string) => steps.push(`import ${specifier}`),
  );
  return { steps, frames, tasks, observers };
}

const STARTED = ['append the preloads', 'import ./index-Ab1.js'];

describe('issue 15: the boot script starts the app after the first paint of a rendered page', () => {
  it('a rendered page: nothing is fetched until the browser reports its first contentful paint; then the preloads go in, then the entry is imported, once', () => {
    const { steps, frames, tasks, observers } = runBoot({ rendered: true, visibility: 'visible', paintTiming: true });
    expect(steps).toEqual([]);
    expect(frames).toEqual([]);
    expect(observers).toHaveLength(1);
    // Reported before the script ran too (`buffered`).
    expect(observers[0]!.options).toEqual({ type: 'paint', buffered: true });
    observers[0]!.report(['first-paint']);
    expect(steps).toEqual([]);
    observers[0]!.report(['first-contentful-paint']);
    expect(steps).toEqual(STARTED);
    expect(observers[0]!.disconnected).toBe(true);
    // The fallback timer, when it comes, starts nothing again.
    expect(tasks.map((task) => task.delay)).toEqual([BOOT_PAINT_TIMEOUT_MS]);
    tasks[0]!.run();
    expect(steps).toEqual(STARTED);
  });

  it('a rendered page whose paint is not reported in time starts then (and not again on a late report)', () => {
    const { steps, tasks, observers } = runBoot({ rendered: true, visibility: 'visible', paintTiming: true });
    expect(steps).toEqual([]);
    tasks[0]!.run();
    expect(steps).toEqual(STARTED);
    observers[0]!.report(['first-contentful-paint']);
    expect(steps).toEqual(STARTED);
  });

  it('a browser without Paint Timing starts after the next frame has been drawn (the task after its callbacks)', () => {
    const { steps, frames, tasks, observers } = runBoot({ rendered: true, visibility: 'visible', paintTiming: false });
    expect(observers).toEqual([]);
    expect(steps).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(steps).toEqual([]);
    expect(tasks.map((task) => task.delay)).toEqual([0]);
    tasks[0]!.run();
    expect(steps).toEqual(STARTED);
  });

  it('a page the browser renders (no template) imports the entry at once', () => {
    const { steps, frames, observers } = runBoot({ rendered: false, visibility: 'visible', paintTiming: true });
    expect(steps).toEqual(['import ./index-Ab1.js']);
    expect(frames).toEqual([]);
    expect(observers).toEqual([]);
  });

  it('a rendered page opened in a hidden tab (which paints nothing) starts at once', () => {
    const { steps, observers } = runBoot({ rendered: true, visibility: 'hidden', paintTiming: true });
    expect(steps).toEqual(STARTED);
    expect(observers).toEqual([]);
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
