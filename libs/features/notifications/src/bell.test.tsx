import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, setupApiMock } from '@portal/api-client/testing';
import { BELL_REFRESH_MS, badgeText } from './bell';
import { UNREAD_COUNT, renderBell } from './testing/render-notifications';

const test = setupApiMock();

afterEach(() => {
  vi.useRealTimers();
});

describe('the header bell (issue 22)', { timeout: 15_000 }, () => {
  it.each([
    [0, '消息通知', null],
    [3, '消息通知，3 条未读', '3'],
    [99, '消息通知，99 条未读', '99'],
    [150, '消息通知，99+ 条未读', '99+'],
  ] as const)('issue 22 with %i unread: named "%s", badge %s', async (unread, name, badge) => {
    test.server.use(test.get(UNREAD_COUNT, () => ok({ unread })));
    renderBell();
    const bell = await screen.findByRole('link', { name });
    expect(bell).toHaveAttribute('href', '/workspace/notifications');
    expect(bell.querySelector('.portal-notification-badge')?.textContent ?? null).toBe(badge);
    expect(bell.querySelector('.anticon-bell')).not.toBeNull();
  });

  it('issue 22 shows no count when the count cannot be had, and says nothing of it (a background request)', async () => {
    test.server.use(test.get(UNREAD_COUNT, () => Response.json({ code: 5000, msg: '服务繁忙', data: null })));
    renderBell();
    await waitFor(() => expect(test.queriesOf(UNREAD_COUNT)).toHaveLength(1));
    expect(screen.getByRole('link', { name: '消息通知' })).toBeInTheDocument();
    expect(test.toast).not.toHaveBeenCalled();
  });

  it('issue 22 asks again every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 1;
    test.server.use(test.get(UNREAD_COUNT, () => ok({ unread })));
    renderBell();
    expect(await screen.findByRole('link', { name: '消息通知，1 条未读' })).toBeInTheDocument();
    unread = 4;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BELL_REFRESH_MS);
    });
    expect(await screen.findByRole('link', { name: '消息通知，4 条未读' })).toBeInTheDocument();
    expect(test.queriesOf(UNREAD_COUNT)).toHaveLength(2);
  });

  it('badgeText: the count, 99+ above 99', () => {
    expect([1, 99, 100, 12_345].map(badgeText)).toEqual(['1', '99', '99+', '99+']);
  });
});
