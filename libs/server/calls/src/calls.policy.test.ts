import { describe, expect, it } from 'vitest';
import type { Actor } from '@portal/server-identity';
import { callIsOpen, mayDownloadResponseFile, respondingOrg, respondRefusal } from './calls.policy';

/** The accounts of the tables: two corporations, one without an organisation, a reviewer, an admin (with and without rights). */
const ACTORS = {
  corpA: { id: 'usr_a', user_type: 'second', org_id: 'org_a', rights: '[]' },
  corpB: { id: 'usr_b', user_type: 'second', org_id: 'org_b', rights: '[]' },
  corpNoOrg: { id: 'usr_n', user_type: 'second', org_id: null, rights: '[]' },
  reviewer: { id: 'usr_r', user_type: 'user', org_id: null, rights: '[]' },
  admin: { id: 'usr_ad', user_type: 'admin', org_id: null, rights: '["announce:edit"]' },
  // Staff with an organisation set by mistake still do not respond for it.
  staffWithOrg: { id: 'usr_s', user_type: 'admin', org_id: 'org_a', rights: '[]' },
} satisfies Record<string, Actor>;
type Who = keyof typeof ACTORS;

const NOW = 1_800_000_000_000;
const DEADLINE = { open: NOW + 86_400_000, lastInstant: NOW, closed: NOW - 1 } as const;
type Deadline = keyof typeof DEADLINE;

describe('respondingOrg: only a corporation account with an organisation responds to calls and reads its responses', () => {
  it.each<[Who, string | undefined]>([
    ['corpA', 'org_a'],
    ['corpB', 'org_b'],
    ['corpNoOrg', undefined],
    ['reviewer', undefined],
    ['admin', undefined],
    ['staffWithOrg', undefined],
  ])('%s → %s', (who, expected) => {
    expect(respondingOrg(ACTORS[who])).toBe(expected);
  });
});

describe('callIsOpen: a call is open until its deadline, inclusive', () => {
  it.each<[Deadline, boolean]>([
    ['open', true],
    ['lastInstant', true],
    ['closed', false],
  ])('deadline %s → %s', (deadline, expected) => {
    expect(callIsOpen({ deadline: DEADLINE[deadline] }, NOW)).toBe(expected);
  });
});

describe('respondRefusal: who may respond to a call now', () => {
  it.each<[Who, Deadline, ReturnType<typeof respondRefusal>]>([
    ['corpA', 'open', null],
    ['corpA', 'lastInstant', null],
    ['corpB', 'open', null],
    // A closed call cannot be answered.
    ['corpA', 'closed', 'closed'],
    ['corpB', 'closed', 'closed'],
    // Nobody else responds, open or closed (the account is refused first).
    ['corpNoOrg', 'open', 'not-corporation'],
    ['corpNoOrg', 'closed', 'not-corporation'],
    ['reviewer', 'open', 'not-corporation'],
    ['admin', 'open', 'not-corporation'],
    ['admin', 'closed', 'not-corporation'],
    ['staffWithOrg', 'open', 'not-corporation'],
  ])('%s, call %s → %s', (who, deadline, expected) => {
    expect(respondRefusal(ACTORS[who], { deadline: DEADLINE[deadline] }, NOW)).toBe(expected);
  });
});

describe('mayDownloadResponseFile: admins and the responding corporation (issue 21 §10c)', () => {
  it.each<[Who, string | null, boolean]>([
    ['corpA', 'org_a', true],
    ['corpB', 'org_a', false],
    ['corpNoOrg', 'org_a', false],
    // A file without an organisation belongs to no corporation, not even one without an organisation.
    ['corpNoOrg', null, false],
    ['reviewer', 'org_a', false],
    ['admin', 'org_a', true],
    ['admin', null, true],
    ['staffWithOrg', 'org_b', true],
  ])('%s, file of %s → %s', (who, orgId, expected) => {
    expect(mayDownloadResponseFile(ACTORS[who], { org_id: orgId })).toBe(expected);
  });
});
