import Database from 'better-sqlite3';
import { enterpriseCreditCode } from '@portal/api-contract';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The e2e server's SQLite database (playwright.config.ts starts the server on a
 * fresh one each run). Tests use it only to plant content the UI cannot create
 * yet (hostile rich text); the server reads it like any other row.
 */
export const E2E_DATABASE_FILE = resolve(fileURLToPath(new URL('../../../', import.meta.url)), process.env['E2E_DB_DIR'] || 'dist/e2e/db', 'portal-e2e.db');

export function withE2eDatabase<T>(work: (db: Database.Database) => T): T {
  const db = new Database(E2E_DATABASE_FILE, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

let planted = 0;

/**
 * A corporation of the test's own: an organisation, its platform account (user type
 * `second`) and its identity at the dev CAS, with a phone no other test uses, so a test
 * never shares the per-phone SMS limits or another test's rows. `key` names it in the
 * SSO account (`corp.e2e-<key>-…`); the phone and credit code are derived from the
 * process and a counter, unique within a run.
 */
export function plantCorporation(key: string): { account: string; name: string; phone: string; creditCode: string } {
  planted += 1;
  // 8 digits of uniqueness: the worker's pid (5) and a counter (3).
  const serial = `${String(process.pid % 100_000).padStart(5, '0')}${String(planted % 1000).padStart(3, '0')}`;
  const account = `corp.e2e-${key}-${serial}`;
  const name = `测试${key}数据服务有限公司${serial}`;
  const phone = `199${serial}`;
  const creditCode = enterpriseCreditCode('320100', serial);
  const now = Date.now();
  withE2eDatabase((db) =>
    db.transaction(() => {
      const orgId = `org_e2e_${serial}`;
      db.prepare('INSERT INTO organisations (id, name, credit_code, legal_person, address, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
        orgId,
        name,
        creditCode,
        '测试法人',
        '江苏省南京市玄武区测试路1号',
        now,
      );
      db.prepare(
        'INSERT INTO users (id, account, password_hash, user_type, name, phone, org_id, rights, enabled, created_at, updated_at) VALUES (?, ?, NULL, ?, ?, ?, ?, ?, 1, ?, ?)',
      ).run(`usr_e2e_${serial}`, account, 'second', '测试法人', phone, orgId, JSON.stringify(['workspace:home', 'domain:apply', 'domain:view']), now, now);
      db.prepare('INSERT INTO dev_sso_identities (id, account, display_name, kind, credit_code, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
        `sso_e2e_${serial}`,
        account,
        name,
        'corporation',
        creditCode,
        now,
      );
    })(),
  );
  return { account, name, phone, creditCode };
}
