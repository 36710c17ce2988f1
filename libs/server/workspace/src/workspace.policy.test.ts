import { describe, expect, it } from 'vitest';
import { ANNOUNCE_RIGHT } from '@portal/api-contract';
import type { Actor } from '@portal/server-identity';
import { mayViewCorporation, seesAnnouncementDrafts } from './workspace.policy';

const ACTORS = {
  corpA: { id: 'usr_a', user_type: 'second', org_id: 'org_a', rights: '[]' },
  corpB: { id: 'usr_b', user_type: 'second', org_id: 'org_b', rights: '[]' },
  reviewer: { id: 'usr_r', user_type: 'user', org_id: null, rights: '[]' },
  reviewerWithRight: { id: 'usr_rr', user_type: 'user', org_id: null, rights: JSON.stringify([ANNOUNCE_RIGHT]) },
  admin: { id: 'usr_ad', user_type: 'admin', org_id: null, rights: '[]' },
  announcer: { id: 'usr_an', user_type: 'admin', org_id: null, rights: JSON.stringify(['other:right', ANNOUNCE_RIGHT]) },
  brokenRights: { id: 'usr_br', user_type: 'admin', org_id: null, rights: 'not json' },
} satisfies Record<string, Actor>;
type Who = keyof typeof ACTORS;

describe('mayViewCorporation: whose user detail an account may see (issue 6, issue 12 §10)', () => {
  const rows: [Who, string, number, boolean][] = [
    // Admins: every corporation, with or without applications they may see.
    ['admin', 'org_a', 0, true],
    ['admin', 'org_a', 2, true],
    // Reviewers: only corporations with an application they may see (submitted, in their domains).
    ['reviewer', 'org_a', 0, false],
    ['reviewer', 'org_a', 1, true],
    // Corporations: their own only.
    ['corpA', 'org_a', 0, true],
    ['corpA', 'org_b', 3, false],
    ['corpB', 'org_a', 1, false],
  ];
  it.each(rows)('%s on %s with %i visible applications → %s', (who, orgId, visible, expected) => {
    expect(mayViewCorporation(ACTORS[who], orgId, visible)).toBe(expected);
  });
});

describe('seesAnnouncementDrafts: the announcement drafts on the staff home', () => {
  const rows: [Who, boolean][] = [
    ['announcer', true],
    ['admin', false],
    ['brokenRights', false],
    ['reviewer', false],
    ['reviewerWithRight', false],
    ['corpA', false],
  ];
  it.each(rows)('%s → %s', (who, expected) => {
    expect(seesAnnouncementDrafts(ACTORS[who])).toBe(expected);
  });
});
