import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAuthState, writeAuthState } from './auth-state';
import { logout } from './logout';
import { readCookie } from './cookie';
import { BASE, HttpResponse, http, setupApiServer } from './testing/api-server';
import { TOKEN, fakeFeedback, sampleState } from './testing/fakes';

const server = setupApiServer();

function logoutEndpoint(data = 'https://sso.example/logout?service=x') {
  const tokens: (string | null)[] = [];
  server.use(
    http.get(`${BASE}/web/login/out`, ({ request }) => {
      tokens.push(request.headers.get('User-Token'));
      return HttpResponse.json({ code: 0, msg: '', data });
    }),
  );
  return tokens;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('spec §4 logout', () => {
  it('clears the auth state from cookie, local storage and session storage, then navigates to this host + /home', async () => {
    const { actions } = fakeFeedback();
    writeAuthState(sampleState);
    sessionStorage.setItem('AuthState', 'x');
    const tokens = logoutEndpoint();
    await logout();
    expect(readAuthState()).toBeNull();
    expect(readCookie('AuthState')).toBeNull();
    expect(sessionStorage.getItem('AuthState')).toBeNull();
    expect(actions.assign).toHaveBeenCalledWith('http://nj.portal.test/home');
    // The session's token went to the server, which ends the session.
    expect(tokens).toEqual([TOKEN]);
  });

  it("provider mode (issue 21 §13e): opens the provider logout (returning to this site's /home) in a new tab, and 500 ms later this tab goes to /home, not a reload of a page that needs sign-in", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { actions } = fakeFeedback();
    writeAuthState(sampleState);
    logoutEndpoint('https://sso.example/logout?service=http%3A%2F%2Fnj.portal.test%2Fhome');
    await logout({ mode: 'provider' });
    expect(actions.open).toHaveBeenCalledWith('https://sso.example/logout?service=http%3A%2F%2Fnj.portal.test%2Fhome');
    vi.advanceTimersByTime(499);
    expect(actions.assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(actions.assign).toHaveBeenCalledWith('http://nj.portal.test/home');
    expect(actions.reload).not.toHaveBeenCalled();
    expect(readAuthState()).toBeNull();
  });

  it("provider mode (issue 21 §13e): the built-in logout address of spec §8 returns to this site's /home too", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { actions } = fakeFeedback();
    writeAuthState(sampleState);
    server.use(http.get(`${BASE}/web/login/out`, () => HttpResponse.error()));
    await logout({ mode: 'provider' });
    expect(actions.open).toHaveBeenCalledWith('/cas/logout?service=http%3A%2F%2Fnj.portal.test%2Fhome');
    vi.advanceTimersByTime(500);
    expect(actions.assign).toHaveBeenCalledWith('http://nj.portal.test/home');
  });

  it('notice mode: shows a dialog whose button returns home', async () => {
    const { modal, actions } = fakeFeedback();
    writeAuthState(sampleState);
    logoutEndpoint();
    await logout({ mode: 'notice' });
    expect(modal.info).toHaveBeenCalledWith(expect.objectContaining({ title: '您已安全退出' }));
    expect(actions.assign).not.toHaveBeenCalled();
    const [[config]] = modal.info.mock.calls as unknown as [[{ onOk: () => void }]];
    config.onOk();
    expect(actions.assign).toHaveBeenCalledWith('http://nj.portal.test/home');
  });

  it('still signs out locally when the server cannot be reached', async () => {
    const { actions, message } = fakeFeedback();
    writeAuthState(sampleState);
    server.use(http.get(`${BASE}/web/login/out`, () => HttpResponse.error()));
    await logout();
    expect(readAuthState()).toBeNull();
    expect(message.error).toHaveBeenCalledWith('获取退出地址失败');
    expect(actions.assign).toHaveBeenCalledWith('http://nj.portal.test/home');
  });

  it('makes no server call when nobody was signed in', async () => {
    const { actions } = fakeFeedback();
    const tokens = logoutEndpoint();
    await logout();
    expect(tokens).toEqual([]);
    expect(actions.assign).toHaveBeenCalledTimes(1);
  });
});
