import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '@portal/server-db';
import { recordAudit } from '@portal/server-audit';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'portal-audit-verify-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm run audit:verify`'s script on a database file: its exit code and what it printed. */
async function verify(file: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run('node', ['tools/scripts/audit-verify.mjs'], {
      env: { ...process.env, DATABASE_URL: file },
      cwd: join(import.meta.dirname, '../..'),
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('issue 17: npm run audit:verify', () => {
  it('says a whole chain is whole and exits 0; names the first broken record and exits 1', async () => {
    const file = join(dir, 'audit.db');
    const handle = openDatabase({ url: file });
    await migrateToLatest(handle.db);
    for (let index = 1; index <= 3; index += 1) {
      await recordAudit(handle.db, {
        actor: { id: 'usr_admin', account: 'admin', role: 'admin', ip: '127.0.0.1' },
        action: 'admin.enable',
        target: { type: 'account', id: `usr_${index}` },
        at: Date.UTC(2026, 10, 26) + index,
      });
    }
    await handle.close();
    expect(await verify(file)).toEqual({ code: 0, out: expect.stringContaining('audit log whole: 3 records') });

    const tamper = openDatabase({ url: file });
    await tamper.db.updateTable('audit_log').set({ actor_account: 'someone-else' }).where('seq', '=', 2).execute();
    await tamper.close();
    expect(await verify(file)).toEqual({ code: 1, out: expect.stringContaining('record 2 was edited') });
  });
});
