import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { STORAGE_KEYS, readAuthState } from '@portal/auth';
import { ATTEMPT_ID, BASE, Providers, corporationState, failure, setupLoginTest } from '../testing/render-login';
import { SmsStep } from './sms-step';

const test = setupLoginTest();

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`已到达 ${pathname}${search}`}</p>;
}

function renderStep(preUrl: string | null = '/workspace/home') {
  const onRestart = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/login', element: <SmsStep attempt={{ attemptId: ATTEMPT_ID, maskedPhone: '139****5678' }} preUrl={preUrl} onRestart={onRestart} /> },
      { path: '*', Component: Where },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, onRestart };
}

const codeInput = () => screen.getByLabelText('短信验证码');
const submit = () => screen.getByRole('button', { name: '登 录' });

describe('SmsStep', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('architecture §5 SMS step: the code input is a 6-digit one-time code field and is validated before sending', async () => {
    const user = userEvent.setup();
    renderStep();
    expect(codeInput()).toHaveAttribute('inputmode', 'numeric');
    expect(codeInput()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeInput()).toHaveAttribute('maxlength', '6');
    await user.type(codeInput(), '12ab');
    await user.click(submit());
    expect(await screen.findByText('请输入6位数字验证码')).toBeInTheDocument();
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(codeInput()).toHaveAccessibleDescription('请输入6位数字验证码');
    expect(codeInput()).toHaveFocus();
    expect(test.calls).toEqual([]);
  });

  it('architecture §5 SMS step: the resend button counts down from resendAfterSeconds', async () => {
    // Only the countdown's clock is faked; the requests keep real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    test.server.use(test.post('/web/login/primary/msg-send', { resendAfterSeconds: 60, expiresInSeconds: 300 }));
    const user = userEvent.setup();
    renderStep();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: '59秒后重新获取' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(58_000));
    expect(screen.getByRole('button', { name: '1秒后重新获取' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_000));
    const resend = screen.getByRole('button', { name: '重新获取验证码' });
    expect(resend).toBeEnabled();

    test.server.use(test.post('/web/login/primary/msg-send', { resendAfterSeconds: 30, expiresInSeconds: 300 }));
    await user.click(resend);
    expect(await screen.findByRole('button', { name: '30秒后重新获取' })).toBeDisabled();
    expect(test.bodiesOf('/web/login/primary/msg-send')).toHaveLength(2);
  });

  it('spec §8 SMS step: a wrong code is toasted and the form stays usable; a dead attempt offers 重新登录', async () => {
    let checks = 0;
    test.server.use(
      test.post('/web/login/primary/msg-check', () => {
        checks += 1;
        return checks === 1 ? failure(4000, '验证码错误，还可尝试2次') : failure(4290, '验证码错误次数过多，请重新登录', 429);
      }),
    );
    const user = userEvent.setup();
    const { onRestart } = renderStep();

    await user.type(codeInput(), '111111');
    await user.click(submit());
    await waitFor(() => expect(test.toast).toHaveBeenCalledWith('验证码错误，还可尝试2次'));
    expect(codeInput()).toBeEnabled();
    expect(submit()).toBeEnabled();
    expect(screen.queryByRole('button', { name: '重新登录' })).toBeNull();

    await user.clear(codeInput());
    await user.type(codeInput(), '222222');
    await user.click(submit());
    expect(await screen.findByText('本次登录已失效')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('验证码错误次数过多，请重新登录');
    // The dead attempt takes no more codes.
    expect(codeInput()).toBeDisabled();
    expect(submit()).toBeDisabled();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '重新登录' }));
    expect(onRestart).toHaveBeenCalledOnce();
    expect(readAuthState()).toBeNull();
  });

  it('spec §4 SMS step: when the AuthState cannot be written the user stays, signed out, with 重新登录', async () => {
    test.server.use(test.post('/web/login/primary/msg-check', { passed: true }), test.post('/web/login/second', corporationState));
    const setItem = Storage.prototype.setItem;
    const denied = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === STORAGE_KEYS.authState) throw new DOMException('quota', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    // vi.spyOn on a prototype outlives the test otherwise.
    onTestFinished(() => denied.mockRestore());
    const user = userEvent.setup();
    const { router, onRestart } = renderStep();
    await user.type(codeInput(), '123456');
    await user.click(submit());
    expect(await screen.findByText('登录状态保存失败')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(readAuthState()).toBeNull();
    expect(document.cookie).not.toContain(STORAGE_KEYS.authState);
    await user.click(screen.getByRole('button', { name: '重新登录' }));
    expect(onRestart).toHaveBeenCalledOnce();
  });

  it('spec §4 SMS step: if only the second step failed, a retry does not check the spent code again', async () => {
    let seconds = 0;
    test.server.use(
      test.post('/web/login/primary/msg-check', { passed: true }),
      test.post('/web/login/second', () => {
        seconds += 1;
        return seconds === 1 ? failure(5000, '服务繁忙，请稍后重试', 503) : Response.json({ code: 0, msg: 'ok', data: corporationState });
      }),
    );
    const user = userEvent.setup();
    renderStep('/dynamics');
    await user.type(codeInput(), '123456');
    await user.click(submit());
    await waitFor(() => expect(test.toast).toHaveBeenCalledWith('服务繁忙，请稍后重试'));
    await user.click(submit());
    expect(await screen.findByText('已到达 /dynamics')).toBeInTheDocument();
    expect(test.bodiesOf('/web/login/primary/msg-check')).toHaveLength(1);
    expect(test.bodiesOf('/web/login/second')).toHaveLength(2);
  });

  // After the AuthState test: once happy-dom has stored a value, a spy on Storage.prototype no longer reaches it.
  it("spec §4 SMS step: while the code is checked, 登录 shows antd's loading state and a second press sends nothing", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let checks = 0;
    test.server.use(
      http.post(`${BASE}/web/login/primary/msg-check`, async () => {
        checks += 1;
        await held;
        return HttpResponse.json({ code: 0, msg: 'ok', data: { passed: true } });
      }),
      test.post('/web/login/second', corporationState),
    );
    const user = userEvent.setup();
    renderStep('/dynamics');
    await user.type(codeInput(), '123456');
    await user.click(submit());
    await waitFor(() => expect(submit()).toHaveClass('ant-btn-loading'));
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    await user.click(submit());
    release();
    expect(await screen.findByText('已到达 /dynamics')).toBeInTheDocument();
    expect(checks).toBe(1);
  });
});
