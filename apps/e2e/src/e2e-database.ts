import Database from 'better-sqlite3';
import { fileURLToPath } from 'node:url';

/**
 * The e2e server's SQLite database (playwright.config.ts starts the server on a
 * fresh one each run). Tests use it only to plant content the UI cannot create
 * yet (hostile rich text); the server reads it like any other row.
 */
export const E2E_DATABASE_FILE = fileURLToPath(new URL('../../../dist/e2e/db/portal-e2e.db', import.meta.url));

export function withE2eDatabase<T>(work: (db: Database.Database) => T): T {
  const db = new Database(E2E_DATABASE_FILE, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}
