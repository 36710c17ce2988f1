import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The database schema, shared by SQLite and PostgreSQL (architecture §7).
 * Portable types only: text ids, bigint epoch milliseconds for times, integer
 * 0/1 for booleans, JSON as text.
 */
export interface Database extends CatalogueTables, SearchTables, PublicationTables, OnboardingTables, FileTables {
  organisations: OrganisationTable;
  users: UserTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  login_failures: LoginFailureTable;
  sms_sends: SmsSendTable;
  dev_sms_outbox: DevSmsOutboxTable;
  dev_sso_identities: DevSsoIdentityTable;
  dev_cas_tickets: DevCasTicketTable;
}

/** A legal person (corporation) known to the platform. */
export interface OrganisationTable {
  id: string;
  name: string;
  /** 统一社会信用代码 (GB 32100-2015), 18 characters with a valid check digit; unique. */
  credit_code: string;
  legal_person: string;
  address: string;
  created_at: number;
}

/** A platform account: staff (admin, user) or a corporation account (second). */
export interface UserTable {
  id: string;
  /** Login name (staff) or the SSO account (corporations); unique. */
  account: string;
  /** scrypt hash (`scrypt$N$r$p$salt$hash`); null for accounts that sign in only through SSO. */
  password_hash: string | null;
  user_type: 'admin' | 'user' | 'second';
  name: string;
  /** Mobile number for the SMS second step (11 digits). */
  phone: string;
  org_id: string | null;
  /** JSON array of right strings. */
  rights: string;
  /** 1 enabled, 0 disabled. */
  enabled: number;
  created_at: number;
  updated_at: number;
}

/** A signed-in session. The token itself is never stored, only its SHA-256. */
export interface SessionTable {
  token_hash: string;
  user_id: string;
  created_at: number;
  last_seen_at: number;
  idle_expires_at: number;
  absolute_expires_at: number;
  revoked_at: number | null;
}

/** A sign-in in progress between the first step and the SMS second step. */
export interface LoginAttemptTable {
  id: string;
  user_id: string;
  login_type: 'sso' | 'account';
  /** The login unique id the browser sent (spec §4). */
  uuid: string;
  created_at: number;
  expires_at: number;
  /** scrypt/SHA-256 of the current SMS code, bound to this attempt. */
  code_hash: string | null;
  code_expires_at: number | null;
  wrong_tries: number;
  verified_at: number | null;
  /** Set when the attempt became a session (single use). */
  consumed_at: number | null;
  /** Set when the attempt was killed (too many wrong codes). */
  dead_at: number | null;
}

/** Every SMS sent, for the per-phone rate limits (1/min, 5/hour, 10/day). */
export interface SmsSendTable {
  id: string;
  phone: string;
  sent_at: number;
}

/** Dev SMS adapter: the messages it would have sent (GET /dev/sms-outbox). */
export interface DevSmsOutboxTable {
  id: string;
  phone: string;
  body: string;
  created_at: number;
}

/** Dev CAS provider: the identities its login page lists. */
export interface DevSsoIdentityTable {
  id: string;
  /** CAS user (the `user` of a successful validation). */
  account: string;
  display_name: string;
  /** 'corporation' (法人) or 'natural' (自然人). */
  kind: 'corporation' | 'natural';
  credit_code: string | null;
  created_at: number;
}

/** Dev CAS provider: service tickets (single use, short-lived, bound to one service URL). */
export interface DevCasTicketTable {
  ticket: string;
  identity_id: string;
  service: string;
  created_at: number;
  expires_at: number;
  /** Set at the first validation, successful or not. */
  used_at: number | null;
}

export type Organisation = Selectable<OrganisationTable>;
export type NewOrganisation = Insertable<OrganisationTable>;
export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Session = Selectable<SessionTable>;
export type LoginAttempt = Selectable<LoginAttemptTable>;

/** Wrong passwords per account name as typed (issue 12 §7: per-account backoff). */
export interface LoginFailureTable {
  /** The name as typed, trimmed, NFKC, lower case; known account or not. */
  account_key: string;
  /** Tries counted since the last success (a try counts before its password is checked). */
  failures: number;
  /** No password is checked for this name before this time (epoch ms); null: not locked. */
  locked_until: number | null;
  updated_at: number;
}
export type DevSsoIdentity = Selectable<DevSsoIdentityTable>;
export type DevCasTicket = Selectable<DevCasTicketTable>;

// Generated is re-exported for tables that later use database defaults.
export type { Generated };

// ---- Public catalogue (issue 5) -------------------------------------------------------------

export interface CatalogueTables {
  departments: DepartmentTable;
  data_domains: DataDomainTable;
  data_resources: DataResourceTable;
  data_products: DataProductTable;
}

/** A provincial department that publishes data resources (省交通运输厅 …). */
export interface DepartmentTable {
  id: string;
  name: string;
  short_name: string;
  sort_order: number;
}

/** A data domain (交通运输, 医疗健康 …): resources, products and operator onboarding are per domain. */
export interface DataDomainTable {
  id: string;
  name: string;
  description: string;
  sort_order: number;
}

/** A catalogued public data resource. */
export interface DataResourceTable {
  id: string;
  /** Catalogue code, unique, e.g. 320000-JT-000123. */
  code: string;
  name: string;
  department_id: string;
  domain_id: string;
  /** 'unconditional' 无条件开放 | 'conditional' 有条件开放 | 'closed' 不予开放 */
  open_type: 'unconditional' | 'conditional' | 'closed';
  /** 'realtime' | 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly' | 'irregular' */
  update_frequency: string;
  /** JSON array of formats: 'CSV' | 'JSON' | 'XLSX' | 'XML' | 'API' | 'PDF'. */
  formats: string;
  /** The same formats as bits (formatMask of @portal/api-contract), for filters and counts. */
  format_mask: number;
  record_count: number;
  /** JSON array of fields: { name, label, type, description }. */
  field_schema: string;
  description: string;
  /** JSON array of tags. */
  tags: string;
  published_at: number;
  updated_at: number;
}

/** A data product built by an authorized operator (a corporation). */
export interface DataProductTable {
  id: string;
  name: string;
  /** The operator corporation (organisations.id). */
  org_id: string;
  domain_id: string;
  /** 'api' | 'dataset' | 'report' | 'application' */
  product_type: 'api' | 'dataset' | 'report' | 'application';
  /** JSON array of application scenarios. */
  scenarios: string;
  description: string;
  published_at: number;
  updated_at: number;
}

export type Department = Selectable<DepartmentTable>;
export type DataDomain = Selectable<DataDomainTable>;
export type DataResource = Selectable<DataResourceTable>;
export type DataProduct = Selectable<DataProductTable>;

// ---- Portal search (issue 5) -----------------------------------------------------------------

export interface SearchTables {
  search_documents: SearchDocumentTable;
  search_misses: SearchMissTable;
}

/** One searchable item: what a hit shows. Indexed by search_fts (SQLite) or `document` (PostgreSQL). */
export interface SearchDocumentTable {
  doc_id: Generated<number>;
  /** 'resource' | 'product' | 'news' | 'policy' */
  type: string;
  ref_id: string;
  title: string;
  /** Plain text, for snippets. */
  body: string;
  meta: string;
  date: number;
}

/** A search that found nothing (normalised query), for the analytics page. */
export interface SearchMissTable {
  query: string;
  count: number;
  first_at: number;
  last_at: number;
}

// ---- Publications (issue 5) -----------------------------------------------------------------

export interface PublicationTables {
  news: NewsTable;
  policies: PolicyTable;
  calls: CallTable;
  call_responses: CallResponseTable;
  site_pages: SitePageTable;
  content_wall: ContentWallTable;
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

/** The home content wall ('home'): JSON blocks without the items the server resolves. */
export interface ContentWallTable {
  id: string;
  blocks: string;
  updated_at: number;
}

export type News = Selectable<NewsTable>;
export type Policy = Selectable<PolicyTable>;
export type Call = Selectable<CallTable>;
export type CallResponseRow = Selectable<CallResponseTable>;
export type SitePage = Selectable<SitePageTable>;
export type ContentWallRow = Selectable<ContentWallTable>;

// ---- Domain onboarding (issue 6) --------------------------------------------------------------

export interface OnboardingTables {
  domain_entry_configs: DomainEntryConfigTable;
  reviewer_domains: ReviewerDomainTable;
  domain_applications: DomainApplicationTable;
  application_transitions: ApplicationTransitionTable;
}

/** Whether a domain takes applications (admin-managed entry configuration). */
export interface DomainEntryConfigTable {
  domain_id: string;
  /** 'open' | 'closed' */
  status: 'open' | 'closed';
  description: string;
  updated_by: string | null;
  updated_at: number;
}

/** A first-stage reviewer (user_type 'user') and a domain they review. */
export interface ReviewerDomainTable {
  user_id: string;
  domain_id: string;
}

/** A corporation's application to operate in a domain (its state machine: apps/api onboarding service). */
export interface DomainApplicationTable {
  id: string;
  org_id: string;
  domain_id: string;
  applicant_user_id: string;
  status: 'draft' | 'first_review' | 'final_review' | 'approved' | 'rejected' | 'returned' | 'withdrawn';
  /** 1, then one more each time a rejected or returned application is resubmitted. */
  round: number;
  /** Bumped by every change; a change names the version it read (optimistic concurrency). */
  version: number;
  /** Company details as they were when written (from the organisation). */
  company_name: string;
  credit_code: string;
  legal_person: string;
  address: string;
  contact_name: string;
  contact_phone: string;
  scenario: string;
  data_use: string;
  created_at: number;
  updated_at: number;
  submitted_at: number | null;
  decided_at: number | null;
}

/** One transition of an application: who, when, from, to, opinion (the audit trail). */
export interface ApplicationTransitionTable {
  id: string;
  application_id: string;
  round: number;
  /** The application's version this transition produced (1 for create): the trail's order. */
  version: number;
  action: 'create' | 'save' | 'submit' | 'resubmit' | 'withdraw' | 'pass' | 'reject' | 'return';
  from_status: string | null;
  to_status: string;
  /** 'first' | 'final' for review decisions. */
  stage: 'first' | 'final' | null;
  actor_user_id: string;
  actor_name: string;
  actor_type: 'admin' | 'user' | 'second';
  opinion: string | null;
  at: number;
}

export type DomainApplication = Selectable<DomainApplicationTable>;
export type ApplicationTransition = Selectable<ApplicationTransitionTable>;

// ---- Uploaded files (issue 6) -------------------------------------------------------------------

export interface FileTables {
  stored_files: StoredFileTable;
  application_files: ApplicationFileTable;
  entry_template_files: EntryTemplateFileTable;
}

/** An uploaded file, its bytes included (blob on SQLite, bytea on PostgreSQL). */
export interface StoredFileTable {
  /** `fil_` + lower-case hex. */
  id: string;
  purpose: 'application' | 'template' | 'announcement' | 'response';
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
