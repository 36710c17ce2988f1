import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '@portal/api-contract';
import type { Actor } from '@portal/server-identity';
import { authorizationStatus, dataUseAccess, managesAuthorizations, mayDownloadDataUseFile, type DataUseFacts } from './data-use.policy';

/** The accounts of the tables: two corporations, a reviewer of the department and one of another, an admin, an admin without the right. */
const ACTORS = {
  corpA: { id: 'usr_a', user_type: 'second', org_id: 'org_a', rights: '[]' },
  corpB: { id: 'usr_b', user_type: 'second', org_id: 'org_b', rights: '[]' },
  reviewerIn: { id: 'usr_ri', user_type: 'user', org_id: null, rights: '["data-use:first-review"]' },
  reviewerOut: { id: 'usr_ro', user_type: 'user', org_id: null, rights: '["data-use:first-review"]' },
  reviewerNoRight: { id: 'usr_rn', user_type: 'user', org_id: null, rights: '["domain:first-review"]' },
  admin: { id: 'usr_ad', user_type: 'admin', org_id: null, rights: '["data-use:final-review"]' },
  adminNoRight: { id: 'usr_an', user_type: 'admin', org_id: null, rights: '["content:edit"]' },
} satisfies Record<string, Actor>;
type Who = keyof typeof ACTORS;

/** The departments each account reviews. */
const DEPARTMENTS: Record<Who, string[]> = {
  corpA: [],
  corpB: [],
  reviewerIn: ['dept_jtt'],
  reviewerOut: ['dept_wjw'],
  reviewerNoRight: ['dept_jtt'],
  admin: [],
  adminNoRight: [],
};

const application = (status: ApplicationStatus, submitted = status !== 'draft'): DataUseFacts => ({
  org_id: 'org_a',
  department_id: 'dept_jtt',
  status,
  submitted_at: submitted ? 1_700_000_000_000 : null,
});

const allowed = (who: Who, facts: DataUseFacts) => {
  const access = dataUseAccess(ACTORS[who], DEPARTMENTS[who], facts);
  return [...(['see', 'edit', 'submit', 'withdraw'] as const).filter((key) => access[key]), ...(access.review ? [`review:${access.review}`] : [])].join(' ');
};

describe('data-use policy (issue 22): who may do what with an application', () => {
  it.each([
    ['draft', 'corpA', 'see edit submit withdraw'],
    ['draft', 'reviewerIn', ''],
    ['draft', 'admin', ''],
    ['first_review', 'corpA', 'see withdraw'],
    ['first_review', 'corpB', ''],
    ['first_review', 'reviewerIn', 'see review:first'],
    ['first_review', 'reviewerOut', ''],
    ['first_review', 'reviewerNoRight', ''],
    ['first_review', 'admin', 'see'],
    ['first_review', 'adminNoRight', ''],
    ['final_review', 'reviewerIn', 'see'],
    ['final_review', 'admin', 'see review:final'],
    ['returned', 'corpA', 'see edit submit withdraw'],
    ['rejected', 'corpA', 'see edit submit'],
    ['approved', 'corpA', 'see'],
    ['approved', 'admin', 'see'],
    ['withdrawn', 'corpA', 'see'],
  ] as const)('%s, %s: %s', (status, who, expected) => {
    expect(allowed(who, application(status))).toBe(expected);
  });

  it('a draft withdrawn before it was ever submitted stays the corporation’s own', () => {
    expect(allowed('reviewerIn', application('withdrawn', false))).toBe('');
    expect(allowed('admin', application('withdrawn', false))).toBe('');
  });

  it('attachments: the uploading corporation, and staff who may see an application attaching them', () => {
    const file = { org_id: 'org_a' };
    expect(mayDownloadDataUseFile(ACTORS.corpA, [], file, [])).toBe(true);
    expect(mayDownloadDataUseFile(ACTORS.corpB, [], file, [application('first_review')])).toBe(false);
    expect(mayDownloadDataUseFile(ACTORS.reviewerIn, DEPARTMENTS.reviewerIn, file, [application('first_review')])).toBe(true);
    expect(mayDownloadDataUseFile(ACTORS.reviewerOut, DEPARTMENTS.reviewerOut, file, [application('first_review')])).toBe(false);
    expect(mayDownloadDataUseFile(ACTORS.reviewerIn, DEPARTMENTS.reviewerIn, file, [application('draft')])).toBe(false);
  });

  it('authorizations: managed by the platform; revoked, expired or active by the clock', () => {
    expect(managesAuthorizations(ACTORS.admin)).toBe(true);
    expect(managesAuthorizations(ACTORS.adminNoRight)).toBe(false);
    expect(managesAuthorizations(ACTORS.reviewerIn)).toBe(false);
    expect(authorizationStatus({ status: 'active', ends_at: 2_000 }, 1_999)).toBe('active');
    expect(authorizationStatus({ status: 'active', ends_at: 2_000 }, 2_000)).toBe('expired');
    expect(authorizationStatus({ status: 'revoked', ends_at: 9_000 }, 1_000)).toBe('revoked');
  });
});
