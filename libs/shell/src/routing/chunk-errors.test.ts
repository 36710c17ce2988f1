import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, loadChunk } from './chunk-errors';

afterEach(() => {
  vi.useRealTimers();
});

describe('spec §7 §9 chunk load timeout of 120 000 ms', () => {
  it('rejects with a ChunkLoadError once 120 000 ms have passed, not before', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    const result = loadChunk(() => new Promise(() => undefined));
    result.then(settled, settled);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('resolves with the module when it arrives in time and clears its timer', async () => {
    vi.useFakeTimers();
    await expect(loadChunk(async () => 'module')).resolves.toBe('module');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes other errors through unchanged', async () => {
    const bug = new ReferenceError('x is not defined');
    await expect(loadChunk(() => Promise.reject(bug))).rejects.toBe(bug);
  });
});

describe('spec §8 chunk and stylesheet chunk load failures', () => {
  it.each([
    new ChunkLoadError('timed out'),
    new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/a.css'),
    new Error('Loading chunk 42 failed.'),
    new Error('Loading CSS chunk home-page failed.'),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new ReferenceError('x is not defined'), new Error('Request failed'), 'Failed to fetch dynamically imported module', null])(
    'does not mistake %s for a chunk failure',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});
