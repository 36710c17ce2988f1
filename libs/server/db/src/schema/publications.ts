import type { Generated, Selectable } from 'kysely';

export interface PublicationTables {
  news: NewsTable;
  policies: PolicyTable;
  calls: CallTable;
  call_responses: CallResponseTable;
  site_pages: SitePageTable;
  content_walls: ContentWallsTable;
  content_wall_versions: ContentWallVersionTable;
}

/** An operation news item or announcement (/dynamics). */
export interface NewsTable {
  id: string;
  title: string;
  category: 'platform' | 'announcement' | 'industry';
  /** Plain text, for lists. */
  summary: string;
  source: string;
  /** Rich text (sanitised where rendered). */
  body_html: string;
  /** JSON array of attachments: { name, url, sizeBytes }. */
  attachments: string;
  /** Only 'published' items are public. */
  status: 'draft' | 'published' | 'offline';
  /** The latest publication (a draft's is its creation time; it has never been published). */
  published_at: number;
  created_at: number;
  updated_at: number;
  /** Bumped by every workspace change; a change names the version it read (0010-announcements). */
  version: Generated<number>;
  /** The staff account that wrote the item in the workspace (null for seeded items). */
  created_by: string | null;
  /** The staff account that changed it last. */
  updated_by: string | null;
}

/** A policy document (/policy). */
export interface PolicyTable {
  id: string;
  title: string;
  level: 'national' | 'provincial' | 'municipal';
  /** The issuing agency, e.g. 江苏省人民政府办公厅. */
  issuer: string;
  /** e.g. 苏政办发〔2025〕12号. */
  doc_number: string;
  /** YYYY-MM-DD. */
  issued_at: string;
  summary: string;
  body_html: string;
  /** JSON array of attachments: { name, url, sizeBytes }. */
  attachments: string;
  published_at: number;
}

/** A call for collection (/applylist); open while deadline >= now. */
export interface CallTable {
  id: string;
  title: string;
  organiser: string;
  summary: string;
  body_html: string;
  /** JSON array of attachments: { name, url, sizeBytes }. */
  attachments: string;
  published_at: number;
  deadline: number;
}

/** A corporation's response to a call: one per (call, organisation); sending again replaces it. */
export interface CallResponseTable {
  call_id: string;
  org_id: string;
  /** Who sent the current content. */
  user_id: string;
  contact_name: string;
  contact_phone: string;
  content: string;
  /** The first submission. */
  submitted_at: number;
  /** The latest submission (the time of the current content). */
  updated_at: number;
  /** Issue 21 §10c: the response's file (stored_files, purpose 'response'), if any (NULL by default, so optional on insert). */
  file_id?: string | null;
}

/** A static page: 'about' or 'privacy'. */
export interface SitePageTable {
  slug: string;
  title: string;
  body_html: string;
  updated_at: number;
}

/** Each site's content wall (issue 18): its draft and which version is published. */
export interface ContentWallsTable {
  /** The site's id (site-config's directory). */
  site: string;
  /** JSON blocks as stored (StoredWallBlock[]), or null when there is no draft. */
  draft: string | null;
  draft_saved_at: number | null;
  /** The saving account's name. */
  draft_saved_by: string | null;
  published_version: number | null;
  /** Row version: every change claims it. */
  version: number;
}

/** A published version of a site's wall; never changed or deleted. */
export interface ContentWallVersionTable {
  site: string;
  version: number;
  blocks: string;
  published_at: number;
  published_by: string;
  /** A rollback: the version whose blocks it restored. */
  restored_from: number | null;
}

export type News = Selectable<NewsTable>;
export type Policy = Selectable<PolicyTable>;
export type Call = Selectable<CallTable>;
export type CallResponseRow = Selectable<CallResponseTable>;
export type SitePage = Selectable<SitePageTable>;
export type ContentWallsRow = Selectable<ContentWallsTable>;
export type ContentWallVersionRow = Selectable<ContentWallVersionTable>;
