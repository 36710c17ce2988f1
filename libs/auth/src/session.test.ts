import { describe, expect, it, vi } from 'vitest';
import { isLoggedIn, writeAuthState } from './auth-state';
import { authConfig } from './config';
import { LEGAL_PERSON_MODAL_WIDTH, showLegalPersonOnly } from './legal-person';
import { authText } from './text';
import { createSessionHandlers, expireSession } from './session';
import { fakeFeedback, sampleState } from './testing/fakes';

describe('spec §2 §4 session expiry', () => {
  it('clears the auth state and goes to login with preUrl = the current page', () => {
    fakeFeedback();
    writeAuthState(sampleState);
    const navigate = vi.fn();
    expireSession({ navigate });
    expect(isLoggedIn()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login?preUrl=%2Fworkspace%2Fdomain%2Fapply%3Fid%3D3%23files', { replace: true });
  });

  it('does not nest preUrl when already on the login page', () => {
    const navigate = vi.fn();
    expireSession({ navigate, currentPath: () => '/login?preUrl=%2Fworkspace' });
    expect(navigate).toHaveBeenCalledWith('/login?preUrl=%2Fworkspace', { replace: true });
  });
});

describe('spec §8 handlers auth gives the api-client', () => {
  it('codes 1000/1001 and HTTP 401 end the session and go to login with preUrl', () => {
    fakeFeedback();
    const navigate = vi.fn();
    const handlers = createSessionHandlers({ navigate, currentPath: () => '/workspace/home' });
    writeAuthState(sampleState);
    handlers.onSessionEnd(1000, '登录超时');
    expect(isLoggedIn()).toBe(false);
    writeAuthState(sampleState);
    handlers.onUnauthorized();
    expect(isLoggedIn()).toBe(false);
    expect(navigate).toHaveBeenNthCalledWith(1, '/login?preUrl=%2Fworkspace%2Fhome', { replace: true });
    expect(navigate).toHaveBeenNthCalledWith(2, '/login?preUrl=%2Fworkspace%2Fhome', { replace: true });
  });

  it('code 4011 shows /404', () => {
    const navigate = vi.fn();
    createSessionHandlers({ navigate }).onNotFound();
    expect(navigate).toHaveBeenCalledWith('/404', { replace: true });
  });

  it('toasts errors through the registered message instance', () => {
    const { message } = fakeFeedback();
    createSessionHandlers({ navigate: vi.fn() }).toast('操作失败');
    expect(message.error).toHaveBeenCalledWith('操作失败');
  });

  it('code 3166 shows the legal-person-only notice', () => {
    const { modal } = fakeFeedback();
    createSessionHandlers({ navigate: vi.fn() }).onLegalPersonOnly('仅支持法人');
    expect(modal.info).toHaveBeenCalledWith(expect.objectContaining({ content: '仅支持法人', width: 600 }));
  });
});

describe('spec §6 §9 legal-person-only dialog', () => {
  it('is 600 px wide and its OK button opens the provider login link in a new tab', () => {
    const { modal, actions } = fakeFeedback();
    showLegalPersonOnly();
    expect(LEGAL_PERSON_MODAL_WIDTH).toBe(600);
    const [[config]] = modal.info.mock.calls as unknown as [[{ width: number; content: string; okText: string; onOk: () => void }]];
    expect(config).toMatchObject({ width: 600, content: authText.t('legalPerson.message'), okText: '确定' });
    config.onOk();
    expect(actions.open).toHaveBeenCalledWith(`${authConfig().providerLoginUrl}?service=${encodeURIComponent('http://nj.portal.test/login')}`);
  });
});
