/**
 * A counter of in-flight work with a subscribe/getSnapshot pair for React's
 * useSyncExternalStore. The api-client counts pending requests with it and the
 * ui-kit loading overlay shows while the count is above zero (spec §7).
 */
export interface PendingCounter {
  /** Marks one unit of work as started; the returned function ends it (idempotent). */
  start(): () => void;
  getSnapshot(): number;
  subscribe(listener: () => void): () => void;
}

export function createPendingCounter(): PendingCounter {
  let count = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    start() {
      count += 1;
      emit();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        count -= 1;
        emit();
      };
    },
    getSnapshot: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
