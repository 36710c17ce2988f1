import { describe, expect, it } from 'vitest';
import type { Actor } from '@portal/server-identity';
import { mayAdminister, requireNotSelf } from './administration.policy';

const actor = (user_type: Actor['user_type'], rights: string[], id = 'usr_a'): Actor => ({ id, user_type, org_id: null, rights: JSON.stringify(rights) });

describe('issue 17 administration policy: who manages accounts, roles and the audit log', () => {
  it.each([
    ['an admin with the admin-management right', actor('admin', ['admin:manage']), true],
    ['an admin without it', actor('admin', ['domain:final-review', 'entry:manage']), false],
    ['a reviewer given the right by mistake', actor('user', ['admin:manage']), false],
    ['a corporation given the right by mistake', actor('second', ['admin:manage']), false],
    ['an admin whose rights column is not JSON', { ...actor('admin', []), rights: 'admin:manage' }, false],
  ])('%s: %s', (_who, who, expected) => {
    expect(mayAdminister(who)).toBe(expected);
  });

  it('refuses acting on one’s own account with 409 and a message naming what', () => {
    expect(() => requireNotSelf(actor('admin', ['admin:manage'], 'usr_me'), 'usr_me', '停用')).toThrow('不能停用自己的账号，请由其他管理员操作');
    expect(() => requireNotSelf(actor('admin', ['admin:manage'], 'usr_me'), 'usr_other', '停用')).not.toThrow();
  });
});
