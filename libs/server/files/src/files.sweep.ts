import type { Kysely } from 'kysely';
import type { FilePurpose } from '@portal/api-contract';
import type { Database } from '@portal/server-db';
import type { DomainContext } from '@portal/server-core';
import type { FileUsage } from './file-usage';
import { deleteStoredFileBefore, storedFilesBefore, type StoredFileKey } from './stored-files.repository';

/** At most this many uploads are removed per sweep (the next sweep goes on). */
const SWEEP_LIMIT = 1_000;

/**
 * Whether something attaches the file now, by the domain that attaches files of its purpose. A
 * purpose no domain answers for is kept: the files domain does not judge what it cannot know.
 */
async function isAttached(db: Kysely<Database>, usages: readonly FileUsage[], file: { id: string; purpose: FilePurpose }): Promise<boolean> {
  const usage = usages.find((candidate) => candidate.purpose === file.purpose);
  return usage ? usage.isAttached(db, file.id) : true;
}

type Candidate = StoredFileKey & { purpose: FilePurpose };

/** The uploads older than `cutoff` that nothing attaches, oldest first, at most SWEEP_LIMIT. */
async function unattachedBefore(db: Kysely<Database>, usages: readonly FileUsage[], cutoff: number): Promise<Candidate[]> {
  const orphans: Candidate[] = [];
  let after: StoredFileKey | undefined;
  for (;;) {
    const page = await storedFilesBefore(db, cutoff, after, SWEEP_LIMIT);
    for (const file of page) {
      if (!(await isAttached(db, usages, file))) orphans.push(file);
      if (orphans.length === SWEEP_LIMIT) return orphans;
    }
    if (page.length < SWEEP_LIMIT) return orphans;
    after = page[page.length - 1];
  }
}

/**
 * Removes uploads that nothing attaches (no application, entry template, call response or
 * announcement: each attaching domain answers for its purpose) once they are older than the
 * grace period (issue 12 §4); returns how many. Each removal asks again in its own transaction
 * just before the delete: a file attached meanwhile stays (files attached through a table are
 * also protected by its foreign key).
 */
export async function sweepUnattached({ db, now }: DomainContext, usages: readonly FileUsage[], graceMs: number): Promise<number> {
  const cutoff = now() - graceMs;
  let removed = 0;
  for (const orphan of await unattachedBefore(db, usages, cutoff)) {
    const gone = await db.transaction().execute(async (trx) => {
      return !(await isAttached(trx, usages, orphan)) && deleteStoredFileBefore(trx, orphan.id, cutoff);
    });
    if (gone) removed += 1;
  }
  return removed;
}
