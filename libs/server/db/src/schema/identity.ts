import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

// Accounts, sessions and sign-in (issues 3, 4, 12).

export interface IdentityTables {
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
  /** Issue 17: raised by every administrative change (optimistic concurrency). */
  version: Generated<number>;
  /** 1: signed in with a temporary password, must change it before anything else. */
  must_change_password: Generated<number>;
  /** Why an administrator disabled the account ('' when enabled). */
  disabled_reason: Generated<string>;
  first_sign_in_at: number | null;
  last_sign_in_at: number | null;
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
