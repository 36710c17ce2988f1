import { UI_CONSTANTS } from '@portal/ui-kit';

/** A route chunk (script or stylesheet) that failed or timed out (spec §8). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

/** Does this error mean a code or stylesheet chunk could not be loaded? */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

/**
 * Spec §7/§9: code chunks load lazily with a 120 000 ms timeout. A load that
 * takes longer rejects with a ChunkLoadError.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = UI_CONSTANTS.chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        // Errors thrown while evaluating a module are bugs, not load failures: pass them on as they are.
        reject(error);
      },
    );
  });
}
