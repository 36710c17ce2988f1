import type { Kysely } from 'kysely';
import type { FilePurpose } from '@portal/api-contract';
import type { Database } from '@portal/server-db';
import type { DomainContext } from '@portal/server-core';
import type { FileUsage } from './file-usage';
import { deleteStoredFileBefore, storedFilesBefore, type StoredFileKey } from './stored-files.repository';

/** At most this many uploads are removed per sweep (the next sweep goes on). */
const SWEEP_LIMIT = 1_000;

type Candidate = StoredFileKey & { purpose: FilePurpose };

/**
 * The files among `files` that nothing attaches now: each attaching domain is asked once for the
 * files of its purpose. A purpose no domain answers for is kept: the files domain does not judge
 * what it cannot know.
 */
async function unattached(db: Kysely<Database>, usages: readonly FileUsage[], files: readonly Candidate[]): Promise<Candidate[]> {
  const attached = new Set<string>();
  for (const usage of usages) {
    const ids = files.filter((file) => file.purpose === usage.purpose).map((file) => file.id);
    if (ids.length > 0) for (const id of await usage.attachedAmong(db, ids)) attached.add(id);
  }
  return files.filter((file) => usages.some((usage) => usage.purpose === file.purpose) && !attached.has(file.id));
}

/** The uploads older than `cutoff` that nothing attaches, oldest first, at most SWEEP_LIMIT (a page of files at a time). */
async function unattachedBefore(db: Kysely<Database>, usages: readonly FileUsage[], cutoff: number): Promise<Candidate[]> {
  const orphans: Candidate[] = [];
  let after: StoredFileKey | undefined;
  for (;;) {
    const page = await storedFilesBefore(db, cutoff, after, SWEEP_LIMIT);
    orphans.push(...(await unattached(db, usages, page)));
    if (orphans.length >= SWEEP_LIMIT) return orphans.slice(0, SWEEP_LIMIT);
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
      return (await unattached(trx, usages, [orphan])).length === 1 && deleteStoredFileBefore(trx, orphan.id, cutoff);
    });
    if (gone) removed += 1;
  }
  return removed;
}
