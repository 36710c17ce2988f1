import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ENDING_EVENT } from '@portal/util';
import { BASE, HttpResponse, http, setupApiServer } from './testing/api-server';
import { expireSession, createSessionHandlers } from './session';
import { keepSessionAlive, noteSessionActivity, noteSessionTimes, resetSessionClock, sessionDeadline, subscribeSessionClock } from './session-clock';

const server = setupApiServer();
const MINUTE = 60_000;

// Issue 19 §Time: when a signed-in session ends if left idle, as the browser can tell.
describe('issue 19: the session clock', () => {
  afterEach(() => resetSessionClock());

  it('knows nothing before the server or a signed-in call has spoken', () => {
    expect(sessionDeadline()).toBeNull();
  });

  it('takes the server’s times relative to its own clock (a skewed browser clock does not matter)', () => {
    // The server's clock is 5 minutes ahead; the session ends 30 minutes after its "now".
    noteSessionTimes({ now: 1_000_000 + 5 * MINUTE, idleExpiresAt: 1_000_000 + 35 * MINUTE, absoluteExpiresAt: 9e12 }, 1_000_000);
    expect(sessionDeadline()).toBe(1_000_000 + 30 * MINUTE);
  });

  it('a signed-in call restarts the count, a minute early (the server refreshes at most once a minute)', () => {
    noteSessionTimes({ now: 0, idleExpiresAt: 30 * MINUTE, absoluteExpiresAt: 9e12 }, 0);
    noteSessionActivity(10 * MINUTE);
    expect(sessionDeadline()).toBe(10 * MINUTE + 30 * MINUTE - MINUTE);
  });

  it('tells its subscribers, until they leave; reset forgets the deadline', () => {
    const heard = vi.fn();
    const leave = subscribeSessionClock(heard);
    noteSessionActivity(0);
    expect(heard).toHaveBeenCalledTimes(1);
    leave();
    noteSessionActivity(1);
    expect(heard).toHaveBeenCalledTimes(1);
    resetSessionClock();
    expect(sessionDeadline()).toBeNull();
  });

  it('继续使用 asks the server and learns the new end', async () => {
    server.use(
      http.post(`${BASE}/web/login/session`, () =>
        HttpResponse.json({ code: 0, msg: 'ok', data: { now: 5 * MINUTE, idleExpiresAt: 35 * MINUTE, absoluteExpiresAt: 720 * MINUTE } }),
      ),
    );
    const before = Date.now();
    await keepSessionAlive();
    const deadline = sessionDeadline() ?? 0;
    expect(deadline).toBeGreaterThanOrEqual(before + 30 * MINUTE);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 30 * MINUTE);
  });

  it('a signed-in workspace call through the client counts as activity (the §8 handlers)', () => {
    const handlers = createSessionHandlers({ navigate: () => undefined, currentPath: () => '/workspace/home' });
    handlers.onSessionActivity?.();
    expect(sessionDeadline()).not.toBeNull();
  });

  it('giving the session up tells the page’s forms first, then forgets the deadline and goes to sign in', () => {
    noteSessionActivity();
    const order: string[] = [];
    const onEnding = () => order.push('forms kept');
    window.addEventListener(SESSION_ENDING_EVENT, onEnding);
    expireSession({ navigate: (to) => order.push(`navigate ${to}`), currentPath: () => '/workspace/domain/apply' });
    window.removeEventListener(SESSION_ENDING_EVENT, onEnding);
    expect(order).toEqual(['forms kept', 'navigate /login?preUrl=%2Fworkspace%2Fdomain%2Fapply']);
    expect(sessionDeadline()).toBeNull();
  });
});
