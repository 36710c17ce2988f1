// `npm run audit:verify`: walks the audit log's hash chain (issue 17, decision 0028) on the database
// (DATABASE_URL, or the default SQLite file data/portal.db) and says whether it is whole. Exit 0
// when it is; 1 with the first broken record (missing, edited, relinked, or rows gone from the end).
import { register } from 'tsx/esm/api';

register();
process.chdir(new URL('../..', import.meta.url).pathname);

const { openDatabase, DEFAULT_SQLITE_FILE } = await import('@portal/server-db');
const { verifyAuditChain } = await import('@portal/server-audit');

const url = process.env['DATABASE_URL']?.trim() || DEFAULT_SQLITE_FILE;
const database = openDatabase({ url });
try {
  const verdict = await verifyAuditChain(database.db);
  if (verdict.ok) {
    console.log(`audit log whole: ${verdict.records} records, every link and hash checked`);
  } else {
    const why = { missing: 'is missing', edited: 'was edited', relinked: 'does not link to the record before it', head: 'is missing from the end' };
    console.error(`audit log BROKEN: record ${verdict.seq} ${why[verdict.problem]} (${verdict.records} records before it are whole)`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
