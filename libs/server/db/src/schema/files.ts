import type { Insertable, Selectable } from 'kysely';

export interface FileTables {
  stored_files: StoredFileTable;
  application_files: ApplicationFileTable;
  entry_template_files: EntryTemplateFileTable;
}

/** An uploaded file, its bytes included (blob on SQLite, bytea on PostgreSQL). */
export interface StoredFileTable {
  /** `fil_` + lower-case hex. */
  id: string;
  purpose: 'application' | 'template' | 'announcement' | 'response' | 'wall-image' | 'data-use';
  /** The corporation that owns an application or call-response file; null for the admins' files. */
  org_id: string | null;
  uploaded_by: string;
  name: string;
  content_type: string;
  size_bytes: number;
  /** SHA-256 hex of the content. */
  sha256: string;
  content: Buffer;
  created_at: number;
}

/** An application's attachment, in the applicant's order. */
export interface ApplicationFileTable {
  application_id: string;
  file_id: string;
  position: number;
}

/** A domain's entry template (listed to corporations through /second/entry/file-list). */
export interface EntryTemplateFileTable {
  domain_id: string;
  file_id: string;
  position: number;
}

export type StoredFile = Selectable<StoredFileTable>;
export type NewStoredFile = Insertable<StoredFileTable>;
