import { describe, expect, it } from 'vitest';
import type { ApplicationStatus, ReviewStage } from '@portal/api-contract';
import type { Actor } from '@portal/server-identity';
import {
  applicationAccess,
  mayDownloadApplicationFile,
  mayManageEntries,
  mayOpenQueue,
  ownerRefusal,
  reviewRefusal,
  type ApplicationAccess,
  type ApplicationFacts,
  type OwnerAction,
} from './onboarding.policy';

/** The accounts of the tables: two corporations, one without an organisation, two reviewers, an admin. */
const ACTORS = {
  corpA: { id: 'usr_a', user_type: 'second', org_id: 'org_a', rights: '[]' },
  corpB: { id: 'usr_b', user_type: 'second', org_id: 'org_b', rights: '[]' },
  corpNoOrg: { id: 'usr_n', user_type: 'second', org_id: null, rights: '[]' },
  reviewerIn: { id: 'usr_ri', user_type: 'user', org_id: null, rights: '["domain:first-review"]' },
  reviewerOut: { id: 'usr_ro', user_type: 'user', org_id: null, rights: '["domain:first-review"]' },
  admin: { id: 'usr_ad', user_type: 'admin', org_id: null, rights: '["domain:final-review","entry:manage"]' },
} satisfies Record<string, Actor>;
type Who = keyof typeof ACTORS;

/** The domains each account reviews (only reviewers have any). */
const DOMAINS: Record<Who, string[]> = { corpA: [], corpB: [], corpNoOrg: [], reviewerIn: ['dom_traffic'], reviewerOut: ['dom_health'], admin: [] };

/** corpA's application in the traffic domain; `submitted` false: never submitted. */
const application = (status: ApplicationStatus, submitted = status !== 'draft'): ApplicationFacts => ({
  org_id: 'org_a',
  domain_id: 'dom_traffic',
  status,
  submitted_at: submitted ? 1_700_000_000_000 : null,
});

/** An access as the list of what it allows: 'see edit submit withdraw review:first'. */
const allowed = (access: ApplicationAccess) =>
  [...(['see', 'edit', 'submit', 'withdraw'] as const).filter((key) => access[key]), ...(access.review ? [`review:${access.review}`] : [])].join(' ');

describe('applicationAccess: who may see, edit, submit, withdraw or review an application (issue 14)', () => {
  const rows: [Who, ApplicationStatus, boolean, string][] = [
    // The applicant: its own application, whatever the status; what it may do depends on the status.
    ['corpA', 'draft', false, 'see edit submit withdraw'],
    ['corpA', 'first_review', true, 'see withdraw'],
    ['corpA', 'final_review', true, 'see withdraw'],
    ['corpA', 'approved', true, 'see'],
    ['corpA', 'rejected', true, 'see edit submit'],
    ['corpA', 'returned', true, 'see edit submit withdraw'],
    ['corpA', 'withdrawn', false, 'see'],
    ['corpA', 'withdrawn', true, 'see'],
    // Another corporation, or a corporation account without an organisation: nothing.
    ['corpB', 'draft', false, ''],
    ['corpB', 'first_review', true, ''],
    ['corpB', 'returned', true, ''],
    ['corpNoOrg', 'draft', false, ''],
    ['corpNoOrg', 'first_review', true, ''],
    // The domain's reviewer: submitted applications only; decides at the first stage.
    ['reviewerIn', 'draft', false, ''],
    ['reviewerIn', 'withdrawn', false, ''],
    ['reviewerIn', 'withdrawn', true, 'see'],
    ['reviewerIn', 'first_review', true, 'see review:first'],
    ['reviewerIn', 'final_review', true, 'see'],
    ['reviewerIn', 'approved', true, 'see'],
    ['reviewerIn', 'returned', true, 'see'],
    // Another domain's reviewer: nothing.
    ['reviewerOut', 'draft', false, ''],
    ['reviewerOut', 'first_review', true, ''],
    ['reviewerOut', 'final_review', true, ''],
    // The admin: every submitted application; decides at the final stage.
    ['admin', 'draft', false, ''],
    ['admin', 'withdrawn', false, ''],
    ['admin', 'withdrawn', true, 'see'],
    ['admin', 'first_review', true, 'see'],
    ['admin', 'final_review', true, 'see review:final'],
    ['admin', 'rejected', true, 'see'],
  ];

  it.each(rows)('%s on a %s application (submitted once: %s) → "%s"', (who, status, submitted, expected) => {
    expect(allowed(applicationAccess(ACTORS[who], DOMAINS[who], application(status, submitted)))).toBe(expected);
  });
});

describe('ownerRefusal: why an applicant action is refused (the service maps it to 403, 4011 or 409)', () => {
  const rows: [Who, OwnerAction, ApplicationStatus, string | null][] = [
    ['corpA', 'edit', 'draft', null],
    ['corpA', 'submit', 'returned', null],
    ['corpA', 'withdraw', 'final_review', null],
    ['corpA', 'edit', 'first_review', 'status'],
    ['corpA', 'submit', 'approved', 'status'],
    ['corpA', 'withdraw', 'rejected', 'status'],
    ['corpA', 'withdraw', 'withdrawn', 'status'],
    ['corpB', 'edit', 'draft', 'not_own'],
    ['corpB', 'withdraw', 'first_review', 'not_own'],
    ['corpNoOrg', 'submit', 'draft', 'not_corporation'],
    ['reviewerIn', 'edit', 'draft', 'not_corporation'],
    ['admin', 'withdraw', 'draft', 'not_corporation'],
  ];

  it.each(rows)('%s may %s a %s application: refusal %s', (who, action, status, expected) => {
    expect(ownerRefusal(ACTORS[who], application(status), action)).toBe(expected);
  });
});

describe('reviewRefusal: who decides at which stage (403 not_reviewer, 409 status)', () => {
  const rows: [Who, ReviewStage, ApplicationStatus, string | null][] = [
    ['reviewerIn', 'first', 'first_review', null],
    ['reviewerIn', 'first', 'final_review', 'status'],
    ['reviewerIn', 'final', 'final_review', 'not_reviewer'],
    ['reviewerOut', 'first', 'first_review', 'not_reviewer'],
    ['admin', 'final', 'final_review', null],
    ['admin', 'final', 'first_review', 'status'],
    ['admin', 'first', 'first_review', 'not_reviewer'],
    ['corpA', 'first', 'first_review', 'not_reviewer'],
    ['corpA', 'final', 'final_review', 'not_reviewer'],
  ];

  it.each(rows)('%s at the %s stage of a %s application: refusal %s', (who, stage, status, expected) => {
    expect(reviewRefusal(ACTORS[who], DOMAINS[who], application(status), stage)).toBe(expected);
  });
});

describe('mayOpenQueue: the review queues', () => {
  const rows: [Who, ReviewStage, boolean][] = [
    ['reviewerIn', 'first', true],
    ['reviewerOut', 'first', true],
    ['reviewerIn', 'final', false],
    ['admin', 'final', true],
    ['admin', 'first', false],
    ['corpA', 'first', false],
    ['corpA', 'final', false],
  ];

  it.each(rows)('%s opens the %s-stage queue: %s', (who, stage, expected) => {
    expect(mayOpenQueue(ACTORS[who], stage)).toBe(expected);
  });
});

describe('mayDownloadApplicationFile: application attachments', () => {
  const corpAFile = { org_id: 'org_a' };
  const rows: [Who, string, ApplicationFacts[], boolean][] = [
    // The uploading corporation, attached or not; never another corporation.
    ['corpA', 'unattached', [], true],
    ['corpA', 'in its draft', [application('draft')], true],
    ['corpB', 'in corpA’s submitted application', [application('first_review')], false],
    ['corpNoOrg', 'in corpA’s submitted application', [application('first_review')], false],
    // Staff: once an application it is attached to was submitted; reviewers in their domains.
    ['admin', 'unattached', [], false],
    ['admin', 'in a draft', [application('draft')], false],
    ['admin', 'in a draft withdrawn before submission', [application('withdrawn', false)], false],
    ['admin', 'in a submitted application', [application('first_review')], true],
    ['admin', 'in a draft and a submitted application', [application('draft'), application('approved')], true],
    ['reviewerIn', 'in a draft', [application('draft')], false],
    ['reviewerIn', 'in a submitted application', [application('final_review')], true],
    ['reviewerIn', 'in an application withdrawn after submission', [application('withdrawn', true)], true],
    ['reviewerOut', 'in a submitted application', [application('first_review')], false],
  ];

  it.each(rows)('%s downloads corpA’s file %s: %s', (who, _where, attachedTo, expected) => {
    expect(mayDownloadApplicationFile(ACTORS[who], DOMAINS[who], corpAFile, attachedTo)).toBe(expected);
  });
});

describe('issue 17: review and entry configuration follow rights, not account types alone', () => {
  const withRights = (who: 'reviewerIn' | 'admin', rights: string[]): Actor => ({ ...ACTORS[who], rights: JSON.stringify(rights) });

  it('a reviewer whose roles lost the first-review right neither opens the queue nor decides', () => {
    const reviewer = withRights('reviewerIn', ['workspace:home', 'domain:view']);
    expect(mayOpenQueue(reviewer, 'first')).toBe(false);
    expect(reviewRefusal(reviewer, DOMAINS.reviewerIn, application('first_review'), 'first')).toBe('not_reviewer');
  });

  it('an admin without the final-review right neither opens the final queue nor decides; the right alone does not make a reviewer an admin', () => {
    const admin = withRights('admin', ['announce:edit']);
    expect(mayOpenQueue(admin, 'final')).toBe(false);
    expect(reviewRefusal(admin, DOMAINS.admin, application('final_review'), 'final')).toBe('not_reviewer');
    expect(mayOpenQueue(withRights('reviewerIn', ['domain:final-review']), 'final')).toBe(false);
  });

  it('entry configuration needs an admin with the entry-config right', () => {
    expect(mayManageEntries(ACTORS.admin)).toBe(true);
    expect(mayManageEntries(withRights('admin', ['domain:final-review']))).toBe(false);
    expect(mayManageEntries(withRights('reviewerIn', ['entry:manage']))).toBe(false);
  });
});
