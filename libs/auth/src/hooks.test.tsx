import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearAuthState, writeAuthState } from './auth-state';
import { useAuth, useLogout } from './hooks';
import { fakeFeedback, sampleState } from './testing/fakes';

describe('useAuth and useLogout', () => {
  it('follows the auth state and answers rights', () => {
    const { result } = renderHook(() => useAuth());
    expect(result.current.isLoggedIn).toBe(false);
    act(() => {
      writeAuthState(sampleState);
    });
    expect(result.current.state?.corName).toBe('江苏数据科技有限公司');
    expect(result.current.hasRight('domain:apply')).toBe(true);
    expect(result.current.hasRight('')).toBe(false);
    act(() => clearAuthState());
    expect(result.current.isLoggedIn).toBe(false);
  });

  it('logs out through the hook', async () => {
    const { actions } = fakeFeedback();
    const { result } = renderHook(() => useLogout());
    await act(() => result.current());
    expect(actions.assign).toHaveBeenCalledWith('http://nj.portal.test/home');
  });
});
