import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Issue 13 §Bytes: every compressible file of a site build gets `<file>.br` and `<file>.gz` next to
 * it, made once at build time at the highest settings, so the server (apps/api web-apps.ts, with
 * @fastify/static's `preCompressed`) sends them as they are instead of compressing on each request.
 */

/** Files smaller than this are sent as they are (the server's on-the-fly threshold is the same). */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Text formats (and wasm) that shrink well. Not `.html`: the server rewrites index.html for every answer
 * (its CSP nonce) and compresses it then. Not `.map`: source maps are off in these builds and, when
 * turned on, are fetched only by devtools, yet they are the largest files and would take most of the
 * build's quality-11 time. Images and fonts are compressed formats already.
 */
export const PRECOMPRESSED_EXTENSIONS: ReadonlySet<string> = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.wasm']);

/** Brotli at quality 11 (the most it offers), told the input size so it sizes its window to it. */
export function brotliOptions(size: number): BrotliOptions {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size } };
}

/** Gzip at level 9, for clients without brotli. */
export const GZIP_OPTIONS: ZlibOptions = { level: constants.Z_BEST_COMPRESSION };

/** Part of the cache key: entries made with other settings are never reused. */
const SETTINGS_KEY = 'br11-sizehint+gz9';

// The async forms run in libuv's thread pool, so the files of a build are compressed on every core
// at once; the bytes are the same as brotliCompressSync/gzipSync give.
const brotliAsync = promisify(brotliCompress) as (buffer: Buffer, options: BrotliOptions) => Promise<Buffer>;
const gzipAsync = promisify(gzip) as (buffer: Buffer, options: ZlibOptions) => Promise<Buffer>;

export type Encoding = 'br' | 'gz';

export interface PrecompressOptions {
  /**
   * A folder that keeps compressed outputs by content hash, shared by the 14 site builds: the
   * chunks they have in common (React, antd) and unchanged chunks of a rebuild are compressed once.
   * `false`: no cache.
   */
  cacheDir?: string | false;
  /** Cache entries unused for this long are removed at the end of a build (default 14 days). */
  cacheMaxAgeMs?: number;
}

export interface PrecompressResult {
  /** Files large enough and of a compressible type. */
  files: number;
  /** Variants written, per encoding. */
  written: Record<Encoding, number>;
  /** Bytes of those files, and of the variants written. */
  bytes: { original: number; br: number; gz: number };
  /** Files whose variants came from the cache. */
  cached: number;
}

/** Whether a file (path and size) gets variants. */
export function isPrecompressible(path: string, size: number): boolean {
  return size >= PRECOMPRESS_MIN_BYTES && PRECOMPRESSED_EXTENSIONS.has(extname(path).toLowerCase());
}

/** The brotli and gzip forms of some content (each may be no smaller than it; callers decide). */
export async function compressVariants(content: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([brotliAsync(content, brotliOptions(content.length)), gzipAsync(content, GZIP_OPTIONS)]);
  return { br, gz };
}

/** Writes a file whole or not at all: two builds may write the same cache entry at once. */
async function writeAtomically(path: string, content: Buffer) {
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, path);
}

async function cachedVariants(content: Buffer, cacheDir: string | false): Promise<{ variants: Record<Encoding, Buffer>; hit: boolean }> {
  if (!cacheDir) return { variants: await compressVariants(content), hit: false };
  const key = createHash('sha256').update(SETTINGS_KEY).update('\0').update(content).digest('hex');
  const paths = { br: join(cacheDir, `${key}.br`), gz: join(cacheDir, `${key}.gz`) };
  try {
    const [br, gz] = await Promise.all([readFile(paths.br), readFile(paths.gz)]);
    const now = new Date();
    await Promise.all([utimes(paths.br, now, now), utimes(paths.gz, now, now)]).catch(() => undefined);
    return { variants: { br, gz }, hit: true };
  } catch {
    // Not cached (or removed meanwhile): compress, then keep the result for the next build.
  }
  const variants = await compressVariants(content);
  await Promise.all([writeAtomically(paths.br, variants.br), writeAtomically(paths.gz, variants.gz)]).catch(() => undefined);
  return { variants, hit: false };
}

/** Files of a folder, recursively, leaving out dot folders (Vite's `.vite/manifest.json` is for tools). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(path);
      return entry.isFile() ? [path] : [];
    }),
  );
  return nested.flat();
}

async function pruneCache(cacheDir: string, maxAgeMs: number) {
  const oldest = Date.now() - maxAgeMs;
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const path = join(cacheDir, name);
      const info = await stat(path).catch(() => undefined);
      if (info && info.mtimeMs < oldest) await rm(path, { force: true });
    }),
  );
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of `dir` of at least
 * PRECOMPRESS_MIN_BYTES; a variant that is not smaller than its original is not written.
 */
export async function precompressDir(dir: string, options: PrecompressOptions = {}): Promise<PrecompressResult> {
  const cacheDir = options.cacheDir ?? false;
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const result: PrecompressResult = { files: 0, written: { br: 0, gz: 0 }, bytes: { original: 0, br: 0, gz: 0 }, cached: 0 };
  const files = await filesUnder(dir);
  await Promise.all(
    files.map(async (file) => {
      const { size } = await stat(file);
      if (!isPrecompressible(file, size)) return;
      const content = await readFile(file);
      const { variants, hit } = await cachedVariants(content, cacheDir);
      result.files += 1;
      if (hit) result.cached += 1;
      for (const encoding of ['br', 'gz'] as const) {
        const variant = variants[encoding];
        if (variant.length >= content.length) continue;
        await writeFile(`${file}.${encoding}`, variant);
        result.written[encoding] += 1;
        result.bytes[encoding] += variant.length;
      }
      result.bytes.original += content.length;
    }),
  );
  if (cacheDir) await pruneCache(cacheDir, options.cacheMaxAgeMs ?? 14 * 24 * 3_600_000);
  return result;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Vite plugin (build only): once the bundle and the public folder are written, compresses the
 * output folder with precompressDir. It runs last (`closeBundle`, order post), so files other
 * plugins write in their own writeBundle hooks are covered too.
 */
export function precompress(options: PrecompressOptions = {}): Plugin {
  let outDir: string | undefined;
  let log: (message: string) => void = () => undefined;
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      log = (message) => config.logger.info(message);
    },
    writeBundle: {
      order: 'post',
      handler(output) {
        outDir = output.dir ?? (output.file ? dirname(output.file) : undefined);
      },
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // Nothing was written (the build failed before writing): nothing to compress.
        if (!outDir) return;
        const started = performance.now();
        const result = await precompressDir(outDir, options);
        outDir = undefined;
        const seconds = ((performance.now() - started) / 1000).toFixed(2);
        log(
          `precompress: ${result.files} files (${kB(result.bytes.original)}) → .br ${kB(result.bytes.br)}, .gz ${kB(result.bytes.gz)} ` +
            `in ${seconds}s (${result.cached} from cache)`,
        );
      },
    },
  };
}
