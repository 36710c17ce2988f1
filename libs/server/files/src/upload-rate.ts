/**
 * Uploads per account in the current minute (in process: one server; a restart forgets). The
 * only state of the files domain; `take` counts an attempt and says whether it is within the rate.
 */
export function createUploadRate(ratePerMinute: number) {
  const windows = new Map<string, { start: number; count: number }>();

  /** Forgets the windows that are over. */
  function expire(at: number): void {
    for (const [key, window] of windows) if (at - window.start >= 60_000) windows.delete(key);
  }

  return {
    take(userId: string, at: number): boolean {
      expire(at);
      const window = windows.get(userId) ?? { start: at, count: 0 };
      window.count += 1;
      windows.set(userId, window);
      return window.count <= ratePerMinute;
    },
  };
}

export type UploadRate = ReturnType<typeof createUploadRate>;
