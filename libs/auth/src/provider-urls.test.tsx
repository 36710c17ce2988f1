import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLogoutUrl, getRegisterUrl, LOADING_MODAL_WIDTH } from './provider-urls';
import { authConfig } from './config';
import { fakeFeedback } from './testing/fakes';
import { BASE, HttpResponse, answer, http, setupApiServer } from './testing/api-server';

const server = setupApiServer();

afterEach(() => {
  vi.useRealTimers();
});

describe.each([
  ['logout', getLogoutUrl, '/web/login/out', 'logoutUrl', 'homeLogoutUrl', '获取退出地址失败', () => authConfig().providerLogoutUrl],
  ['register', getRegisterUrl, '/web/login/register', 'registerUrl', 'homeRegisterUrl', '获取注册地址失败', () => authConfig().providerRegisterUrl],
] as const)('spec §7 §8 §9 the %s address', (_name, get, path, cacheKey, homeKey, failure, fallback) => {
  it('is fetched, then served from a 60 000 ms local-storage cache', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    const calls = vi.fn();
    server.use(http.get(`${BASE}${path}`, () => (calls(), HttpResponse.json({ code: 0, msg: '', data: 'https://sso.example/a' }))));
    expect(await get()).toBe('https://sso.example/a');
    expect(JSON.parse(localStorage.getItem(cacheKey)!)).toEqual({ value: 'https://sso.example/a', expire: 1_060_000 });
    expect(localStorage.getItem(homeKey)).toBe('https://sso.example/a');
    vi.setSystemTime(1_059_999);
    expect(await get()).toBe('https://sso.example/a');
    expect(calls).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1_060_000);
    expect(await get()).toBe('https://sso.example/a');
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['the request fails', () => http.get(`${BASE}${path}`, () => HttpResponse.error())],
    ['the code is not 0', () => answer(path, { code: 5000, msg: 'x', data: 'https://sso.example/a' })],
    ['the data is empty', () => answer(path, { code: 0, msg: '', data: '' })],
  ])('falls back to the built-in default with an error toast when %s', async (_label, handler) => {
    const { message } = fakeFeedback();
    server.use(handler());
    expect(await get()).toBe(fallback());
    expect(message.error).toHaveBeenCalledWith(failure);
    expect(message.error).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(cacheKey)).toBeNull();
  });

  it('shows the optional loading dialog (width 200, spinner, 加载中) while fetching', async () => {
    const { modal, destroy } = fakeFeedback();
    server.use(answer(path, { code: 0, msg: '', data: 'https://sso.example/b' }));
    await get({ showLoading: true });
    expect(modal.info).toHaveBeenCalledWith(expect.objectContaining({ width: LOADING_MODAL_WIDTH }));
    expect(LOADING_MODAL_WIDTH).toBe(200);
    expect(destroy).toHaveBeenCalledTimes(1);
  });
});
