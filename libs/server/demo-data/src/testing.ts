import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '@portal/server-db';
import type { TestDatabase } from '@portal/server-db/testing';
import { seedDemoData, type SeedDemoDataOptions } from './seed';

/** The seed's clock in tests: 2026-11-22 10:00 Beijing time. */
export const TEST_SEED_NOW = Date.UTC(2026, 10, 22, 2);

/**
 * A database of the test engine with the demo data, opened once for the test file's describe block
 * and closed after it (vitest hooks). Returns the handle's getter: it is there once the block runs.
 */
export function useSeededDatabase(target: TestDatabase, options: Partial<SeedDemoDataOptions> = {}): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await target.open();
    // Rows of resources (issue 22) only when a test asks: loading them costs every test file seconds.
    await seedDemoData(handle.db, { records: 0, ...options, now: options.now ?? TEST_SEED_NOW });
  }, 120_000);
  afterAll(() => handle?.close());
  return () => {
    if (!handle) throw new Error('the seeded test database is used outside its describe block');
    return handle;
  };
}
