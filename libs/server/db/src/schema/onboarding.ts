import type { Selectable } from 'kysely';

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
