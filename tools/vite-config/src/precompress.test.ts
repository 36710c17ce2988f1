import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompress, precompressDir } from './precompress';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Text that compresses well, `bytes` long. */
function text(bytes: number, seed = 'x') {
  let out = '';
  for (let i = 0; out.length < bytes; i += 1) out += `export const value${seed}${i} = ${JSON.stringify(`item ${i % 17} of the bundle`)};\n`;
  return out.slice(0, bytes);
}

function write(path: string, content: string | Buffer) {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), content);
}

function expectVariants(path: string, base = dir) {
  const original = readFileSync(join(base, path));
  const br = readFileSync(join(base, `${path}.br`));
  const gz = readFileSync(join(base, `${path}.gz`));
  expect(br.length).toBeLessThan(original.length);
  expect(gz.length).toBeLessThan(original.length);
  expect(brotliDecompressSync(br).equals(original)).toBe(true);
  expect(gunzipSync(gz).equals(original)).toBe(true);
}

function expectNoVariants(path: string, base = dir) {
  expect(existsSync(join(base, `${path}.br`))).toBe(false);
  expect(existsSync(join(base, `${path}.gz`))).toBe(false);
}

describe('issue 13 §Bytes: precompressDir', () => {
  it('writes .br and .gz that decompress to the original next to each compressible file of 1 KB or more', async () => {
    write('index.html', `<!doctype html><title>t</title>${text(3000, 'h')}`);
    write('assets/index-abc.js', text(50_000, 'j'));
    write('assets/index-abc.css', text(4000, 'c').replace(/export const/g, '.a'));
    write('favicon.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10H0z"/>'.repeat(60)}</svg>`);
    write('assets/exact.js', text(PRECOMPRESS_MIN_BYTES, 'e'));

    const result = await precompressDir(dir);

    for (const path of ['assets/index-abc.js', 'assets/index-abc.css', 'favicon.svg', 'assets/exact.js']) expectVariants(path);
    // index.html is rewritten for every answer (its CSP nonce) and compressed by the server then.
    expectNoVariants('index.html');
    expect(result).toMatchObject({ files: 4, written: { br: 4, gz: 4 }, cached: 0 });
  });

  it('skips small files, non-text formats, dot folders and variants that would not be smaller', async () => {
    write('assets/small.js', text(PRECOMPRESS_MIN_BYTES - 1));
    write('assets/logo.png', randomBytes(5000));
    write('assets/app.js.map', text(20_000));
    write('.vite/manifest.json', text(5000));
    // Random bytes do not compress: neither variant is smaller than the file.
    write('assets/noise.txt', randomBytes(5000));

    const result = await precompressDir(dir);

    for (const path of ['assets/small.js', 'assets/logo.png', 'assets/app.js.map', '.vite/manifest.json', 'assets/noise.txt']) expectNoVariants(path);
    expect(result).toMatchObject({ files: 1, written: { br: 0, gz: 0 } });
  });

  it('reuses the variants of content it has compressed before from the cache', async () => {
    const cacheDir = join(dir, 'cache');
    write('site/assets/shared.js', text(20_000, 's'));
    write('site/assets/own.js', text(20_000, 'o'));
    const first = await precompressDir(join(dir, 'site'), { cacheDir });
    const bytes = readFileSync(join(dir, 'site/assets/shared.js.br'));

    rmSync(join(dir, 'site/assets/shared.js.br'));
    write('site/assets/own.js', text(20_000, 'p'));
    const second = await precompressDir(join(dir, 'site'), { cacheDir });

    expect(first.cached).toBe(0);
    expect(second.cached).toBe(1);
    expect(readFileSync(join(dir, 'site/assets/shared.js.br')).equals(bytes)).toBe(true);
    expectVariants('site/assets/shared.js');
    expectVariants('site/assets/own.js');
    // No temporary files are left behind.
    expect(readdirSync(cacheDir).every((name) => /^[0-9a-f]{64}\.(br|gz)$/.test(name))).toBe(true);
  });
});

describe('issue 13 §Bytes: the precompress Vite plugin', () => {
  it('compresses the written bundle of a build and the public files, not index.html', async () => {
    write('src/index.html', '<!doctype html><html><head><title>t</title></head><body><script type="module" src="./main.js"></script></body></html>\n');
    write('src/main.js', `const words = ${JSON.stringify(text(8000).split('\n'))};\ndocument.body.textContent = words.join(' ');\n`);
    write('src/public/robots.txt', `User-agent: *\n${'Disallow: /workspace/\n'.repeat(80)}`);
    const outDir = join(dir, 'out');

    await build({
      root: join(dir, 'src'),
      configFile: false,
      logLevel: 'silent',
      plugins: [precompress()],
      build: { outDir, emptyOutDir: true, minify: false },
    });

    const assets = readdirSync(join(outDir, 'assets'));
    const js = assets.find((name) => name.endsWith('.js'));
    expect(js).toBeDefined();
    expect(assets).toEqual(expect.arrayContaining([`${js}.br`, `${js}.gz`]));
    expectVariants(`assets/${js}`, outDir);
    // The public folder is copied before the plugin runs.
    expectVariants('robots.txt', outDir);
    expectNoVariants('index.html', outDir);
  });
});
