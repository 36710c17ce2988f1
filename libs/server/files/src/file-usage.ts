import type { Kysely } from 'kysely';
import type { FilePurpose } from '@portal/api-contract';
import type { Database, User } from '@portal/server-db';

/** What a domain that attaches stored files is asked about one of them. */
export interface StoredFileFacts {
  id: string;
  purpose: FilePurpose;
  /** The corporation that uploaded it (application and response files); null for staff files. */
  org_id: string | null;
}

/**
 * How the domain that attaches files of one purpose answers for them (issue 14). The files domain
 * owns `stored_files` (upload, quota, download, sweeping); it does not know what an application or
 * an announcement is. Each domain that attaches files gives one usage per purpose, and the app
 * hands them to the files service, so the files lib depends on no other domain and the domains
 * that attach files may use the files lib's lookups without a cycle.
 */
export interface FileUsage {
  purpose: FilePurpose;
  /**
   * Which of these files something of this domain attaches now (unattached uploads are swept after
   * a grace period). Asked for a page of files at once, so the sweeper makes one query per domain
   * and page, not one per file.
   */
  attachedAmong(db: Kysely<Database>, fileIds: readonly string[]): Promise<ReadonlySet<string>>;
  /** Whether anyone, signed in or not, may download the file (e.g. a published announcement's attachment). */
  isPublic(db: Kysely<Database>, file: StoredFileFacts): Promise<boolean>;
  /** Whether this signed-in account may download the file (asked only when it is not public). */
  mayDownload(db: Kysely<Database>, actor: User, file: StoredFileFacts): Promise<boolean>;
}
