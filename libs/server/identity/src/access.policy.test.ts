import { describe, expect, it } from 'vitest';
import type { RouteAccess } from '@portal/api-contract';
import { corporationOf, hasRight, routeAllows, type Actor } from './access.policy';

const actor = (user_type: Actor['user_type'], extra: Partial<Actor> = {}): Actor => ({ id: `u_${user_type}`, user_type, org_id: null, rights: '[]', ...extra });
const admin = actor('admin');
const reviewer = actor('user');
const corporation = actor('second', { org_id: 'org_a' });

describe('route access (spec §6 path groups)', () => {
  const table: [RouteAccess, Actor | null, boolean][] = [
    ['public', null, true],
    ['public', corporation, true],
    ['session', null, false],
    ['session', admin, true],
    ['session', reviewer, true],
    ['session', corporation, true],
    ['admin', admin, true],
    ['admin', reviewer, false],
    ['admin', corporation, false],
    ['user', admin, true],
    ['user', reviewer, true],
    ['user', corporation, false],
    ['user', null, false],
    ['second', corporation, true],
    ['second', admin, false],
    ['second', reviewer, false],
  ];
  it.each(table)('%s route, %o → %s', (access, who, allowed) => {
    expect(routeAllows(access, who)).toBe(allowed);
  });
});

describe('rights', () => {
  const table: [string, string, boolean][] = [
    ['["announce:edit"]', 'announce:edit', true],
    ['["announce:edit","x"]', 'x', true],
    ['[]', 'announce:edit', false],
    ['["announce:editor"]', 'announce:edit', false],
    ['not json', 'announce:edit', false],
    ['{"announce:edit":true}', 'announce:edit', false],
    ['"announce:edit"', 'announce:edit', false],
    ['[1, null, "announce:edit"]', 'announce:edit', true],
  ];
  it.each(table)('rights %s has %s → %s', (rights, right, expected) => {
    expect(hasRight(actor('admin', { rights }), right)).toBe(expected);
  });
});

describe('corporation of an account', () => {
  it.each([
    [corporation, 'org_a'],
    [actor('second'), undefined],
    [actor('admin', { org_id: 'org_a' }), undefined],
    [reviewer, undefined],
  ] as const)('%o → %s', (who, org) => {
    expect(corporationOf(who)).toBe(org);
  });
});
