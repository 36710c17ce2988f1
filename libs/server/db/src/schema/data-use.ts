import type { Selectable } from 'kysely';
import type { ApplicationTransitionTable } from './onboarding';

/** Using conditional data (issue 22): applications, their trail and files, authorizations. */
export interface DataUseTables {
  reviewer_departments: ReviewerDepartmentTable;
  data_use_applications: DataUseApplicationTable;
  data_use_transitions: ApplicationTransitionTable;
  data_use_files: DataUseFileTable;
  authorizations: AuthorizationTable;
}

/** A first-stage reviewer (user_type 'user') and a department whose resources they decide on. */
export interface ReviewerDepartmentTable {
  user_id: string;
  department_id: string;
}

/** A corporation's application to use one conditional resource (its state machine: server core review-workflow). */
export interface DataUseApplicationTable {
  id: string;
  org_id: string;
  resource_id: string;
  /** The resource's department (its reviewers decide first). */
  department_id: string;
  applicant_user_id: string;
  status: 'draft' | 'first_review' | 'final_review' | 'approved' | 'rejected' | 'returned' | 'withdrawn';
  round: number;
  version: number;
  company_name: string;
  purpose: string;
  scenario: string;
  /** JSON list of field names asked for. */
  fields: string;
  period_months: number;
  /** JSON list of accepted commitment ids. */
  commitments: string;
  contact_name: string;
  contact_phone: string;
  /** JSON {fields, months, callQuota} of the last pass; null before one. */
  scope: string | null;
  created_at: number;
  updated_at: number;
  submitted_at: number | null;
  decided_at: number | null;
}

export interface DataUseFileTable {
  application_id: string;
  file_id: string;
  position: number;
}

/** What an approved application grants, and the key that uses it. */
export interface AuthorizationTable {
  id: string;
  application_id: string;
  org_id: string;
  resource_id: string;
  /** JSON list of the granted field names. */
  fields: string;
  starts_at: number;
  ends_at: number;
  call_quota: number;
  calls_used: number;
  /** 'active' | 'revoked' (expired is active past ends_at). */
  status: 'active' | 'revoked';
  revoked_at: number | null;
  revoked_by: string | null;
  revoke_reason: string | null;
  /** SHA-256 (hex) of the current app key; null until the corporation takes one. */
  key_hash: string | null;
  key_prefix: string | null;
  key_issued_at: number | null;
  /** When the 7-days-before-expiry notice went out. */
  expiry_notified_at: number | null;
  version: number;
  created_at: number;
  updated_at: number;
}

export type DataUseApplication = Selectable<DataUseApplicationTable>;
export type AuthorizationRow = Selectable<AuthorizationTable>;
