import { describe, expect, it } from 'vitest';
import { isUserId } from './get-user-detail';
import { workspaceQueries } from './workspace-queries';

describe('workspace query factory (house style: keys general → specific)', () => {
  it('spec §2 Home / workerhome both homes sit under homes(), so one invalidation refreshes their counts', () => {
    expect(workspaceQueries.primaryHome().queryKey).toEqual(['workspace', 'home', 'primary']);
    expect(workspaceQueries.workerHome().queryKey).toEqual(['workspace', 'home', 'second']);
    expect(workspaceQueries.primaryHome().queryKey.slice(0, 2)).toEqual(workspaceQueries.homes());
  });

  it('spec §2 user/detail the own detail and each staff-requested account have keys of their own', () => {
    expect(workspaceQueries.userDetail({ view: 'mine' }).queryKey).toEqual(['workspace', 'user-detail', 'mine', 'self']);
    expect(workspaceQueries.userDetail({ view: 'staff', userId: 'usr_a' }).queryKey).toEqual(['workspace', 'user-detail', 'staff', 'usr_a']);
  });

  it('spec §2 user/detail only ids of the contract’s shape are asked for', () => {
    expect(isUserId('usr_corp_jsdata')).toBe(true);
    expect(isUserId('')).toBe(false);
    expect(isUserId(null)).toBe(false);
    expect(isUserId('../etc')).toBe(false);
    expect(isUserId('USR')).toBe(false);
  });
});
