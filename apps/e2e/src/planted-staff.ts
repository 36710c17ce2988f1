import { withE2eDatabase } from './e2e-database';
import { STAFF, type DemoStaff } from './sign-in.helpers';

let planted = 0;

/**
 * A staff account of the test's own, planted in the e2e database (no screen creates staff yet):
 * the user type, rights and password of a demo account of that kind (its scrypt hash is copied,
 * so the demo password signs it in), under a new account and a phone no other test uses — the
 * server sends one SMS per phone and minute, and every demo staff phone is some test's already.
 * A reviewer reviews the domains given (and only those, so its queue holds only what the test put there),
 * and decides first on data-use applications for the departments given (issue 22).
 */
export function plantStaff(kind: 'admin' | 'reviewer', domainIds: readonly string[] = [], departmentIds: readonly string[] = []): DemoStaff {
  planted += 1;
  // 8 digits unique within a run: the worker's pid (5) and a counter (3).
  const serial = `${String(process.pid % 100_000).padStart(5, '0')}${String(planted % 1000).padStart(3, '0')}`;
  const like = kind === 'admin' ? STAFF.admin : STAFF.reviewerTraffic;
  const staff: DemoStaff = {
    account: `e2e.${kind}.${serial}`,
    password: like.password,
    name: kind === 'admin' ? `测试管理员${serial.slice(-3)}` : `测试审核员${serial.slice(-3)}`,
    // 198…: apart from the demo phones (13x/15x) and from other planted accounts' prefixes.
    phone: `198${serial}`,
  };
  const id = `usr_e2e_${kind}_${serial}`;
  const now = Date.now();
  withE2eDatabase((db) =>
    db.transaction(() => {
      const copied = db
        .prepare(
          `INSERT INTO users (id, account, password_hash, user_type, name, phone, org_id, rights, enabled, created_at, updated_at)
           SELECT ?, ?, password_hash, user_type, ?, ?, NULL, rights, 1, ?, ? FROM users WHERE account = ?`,
        )
        .run(id, staff.account, staff.name, staff.phone, now, now, like.account);
      if (copied.changes !== 1) throw new Error(`plantStaff: the demo account ${like.account} is missing`);
      const assign = db.prepare('INSERT INTO reviewer_domains (user_id, domain_id) VALUES (?, ?)');
      for (const domainId of domainIds) assign.run(id, domainId);
      // Issue 22: the departments whose resources' data-use applications it decides first.
      const department = db.prepare('INSERT INTO reviewer_departments (user_id, department_id) VALUES (?, ?)');
      for (const departmentId of departmentIds) department.run(id, departmentId);
    })(),
  );
  return staff;
}
