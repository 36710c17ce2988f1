import { describe, expect, it } from 'vitest';
import { ANNOUNCE_RIGHT, type AnnouncementStatus } from '@portal/api-contract';
import type { Actor } from '@portal/server-identity';
import { actionAllowed, announcementCan, mayDownloadAnnouncementFile, mayEditAnnouncements, type AnnouncementAction } from './announcements.policy';

/** The accounts of the tables: admins with and without the right, a reviewer and a corporation (even holding the right). */
const ACTORS = {
  editor: { id: 'usr_ed', user_type: 'admin', org_id: null, rights: JSON.stringify([ANNOUNCE_RIGHT, 'other:right']) },
  adminNoRight: { id: 'usr_ad', user_type: 'admin', org_id: null, rights: '["other:right"]' },
  adminBadRights: { id: 'usr_bd', user_type: 'admin', org_id: null, rights: 'announce:edit' },
  reviewerWithRight: { id: 'usr_r', user_type: 'user', org_id: null, rights: JSON.stringify([ANNOUNCE_RIGHT]) },
  corpWithRight: { id: 'usr_c', user_type: 'second', org_id: 'org_a', rights: JSON.stringify([ANNOUNCE_RIGHT]) },
} satisfies Record<string, Actor>;
type Who = keyof typeof ACTORS;

describe('mayEditAnnouncements: admins with the right announce:edit (issue 6)', () => {
  it.each<[Who, boolean]>([
    ['editor', true],
    ['adminNoRight', false],
    ['adminBadRights', false],
    ['reviewerWithRight', false],
    ['corpWithRight', false],
  ])('%s → %s', (who, expected) => {
    expect(mayEditAnnouncements(ACTORS[who])).toBe(expected);
  });
});

describe('actionAllowed: draft → published → offline → published; drafts and offline ones may be edited', () => {
  it.each<[AnnouncementAction, AnnouncementStatus, boolean]>([
    ['edit', 'draft', true],
    ['edit', 'offline', true],
    ['edit', 'published', false],
    ['publish', 'draft', true],
    ['publish', 'offline', true],
    ['publish', 'published', false],
    ['offline', 'published', true],
    ['offline', 'draft', false],
    ['offline', 'offline', false],
  ])('%s from %s → %s', (action, status, expected) => {
    expect(actionAllowed(action, status)).toBe(expected);
  });
});

describe("announcementCan: the detail's can object is the same answer", () => {
  it.each<[AnnouncementStatus, { edit: boolean; publish: boolean; offline: boolean }]>([
    ['draft', { edit: true, publish: true, offline: false }],
    ['published', { edit: false, publish: false, offline: true }],
    ['offline', { edit: true, publish: true, offline: false }],
  ])('%s → %j', (status, expected) => {
    expect(announcementCan(status)).toEqual(expected);
    for (const action of ['edit', 'publish', 'offline'] as const) expect(announcementCan(status)[action]).toBe(actionAllowed(action, status));
  });
});

describe('mayDownloadAnnouncementFile: a file not on a published announcement is for admins only', () => {
  it.each<[Who, boolean]>([
    ['editor', true],
    ['adminNoRight', true],
    ['reviewerWithRight', false],
    ['corpWithRight', false],
  ])('%s → %s', (who, expected) => {
    expect(mayDownloadAnnouncementFile(ACTORS[who])).toBe(expected);
  });
});
