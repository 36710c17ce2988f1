import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, browser, readAuthState } from '@portal/auth';
import { ORIGIN, staffState, renderAt, setupLoginTest } from '../testing/render-login';

const test = setupLoginTest();

describe('ChoosePage', () => {
  it('spec §2 login/choose sends a corporation to the SSO with the same service the return is checked against', async () => {
    localStorage.setItem(STORAGE_KEYS.uuidId, 'uuid-1');
    const user = userEvent.setup();
    const chooser = renderAt('/login/choose?preUrl=%2FdataProduct%3Fpage%3D2');
    await user.click(await screen.findByRole('button', { name: '法人登录' }));

    const service = `${ORIGIN}/login?preUrl=%2FdataProduct%3Fpage%3D2`;
    expect(browser.assign).toHaveBeenCalledWith(`/cas/login?service=${encodeURIComponent(service)}`);
    expect(sessionStorage.getItem(STORAGE_KEYS.tpl)).toBe('corporation');
    chooser.unmount();

    // The provider comes back to the service with &ticket=…; the primary call names that very service.
    test.server.use(...test.loginHandlers());
    renderAt(`${service.slice(ORIGIN.length)}&ticket=ST-round-trip`);
    expect(await screen.findByText('验证码将发送至 138****1234')).toBeInTheDocument();
    expect(test.bodiesOf('/web/login/primary')).toEqual([{ loginType: 'sso', ticket: 'ST-round-trip', service, uuid: 'uuid-1' }]);
    // The login kind is read (and removed) on the way back.
    expect(sessionStorage.getItem(STORAGE_KEYS.tpl)).toBeNull();
  });

  it('spec §2 login/choose: staff log in with account and password, then the SMS step, then land on preUrl', async () => {
    localStorage.setItem(STORAGE_KEYS.uuidId, 'uuid-1');
    test.server.use(...test.loginHandlers(staffState, 'admin'));
    const user = userEvent.setup();
    const { location } = renderAt('/login/choose?preUrl=%2Fworkspace%2Fhome');

    await user.click(await screen.findByRole('button', { name: '工作人员登录' }));
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(test.calls).toEqual([]);

    await user.type(screen.getByLabelText('账号'), ' admin01 ');
    await user.type(screen.getByLabelText('密码'), 'S3cret!pass');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('验证码将发送至 138****1234')).toBeInTheDocument();
    expect(test.bodiesOf('/web/login/primary')).toEqual([{ loginType: 'account', account: 'admin01', password: 'S3cret!pass', uuid: 'uuid-1' }]);

    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: '60秒后重新获取' });
    await user.type(screen.getByLabelText('短信验证码'), '654321');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    await waitFor(() => expect(location()).toBe('/workspace/home'));
    expect(readAuthState()).toEqual(staffState);
  });

  it('spec §2 login/choose: the staff form marks invalid fields for assistive technology and focuses the first one', async () => {
    const user = userEvent.setup();
    renderAt('/login/choose');
    await user.click(await screen.findByRole('button', { name: '工作人员登录' }));
    const account = screen.getByLabelText('账号');
    const password = screen.getByLabelText('密码');
    expect(account).not.toHaveAttribute('aria-invalid');
    expect(account).toHaveAttribute('aria-required', 'true');

    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(account).toHaveAccessibleDescription('请输入账号');
    expect(password).toHaveAccessibleDescription('请输入密码');
    expect(account).toHaveFocus();

    // Checked on every change, as antd's Form: a blank account, then a short one, then a valid one.
    await user.type(account, '  ');
    expect(account).toHaveAccessibleDescription('账号不能只包含空格');
    await user.type(account, 'ab');
    expect(account).toHaveAccessibleDescription('账号至少3个字符');
    await user.type(account, 'c');
    expect(account).not.toHaveAttribute('aria-invalid');
    expect(account).not.toHaveAttribute('aria-describedby');

    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(password).toHaveFocus();
    expect(test.calls).toEqual([]);

    // The eye button shows the password as text, and hides it again.
    await user.type(password, 'S3cret!');
    const eye = screen.getByRole('button', { name: '显示密码' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(eye);
    expect(eye).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');
    await user.click(eye);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('spec §2 login/choose: a refused staff login keeps the form (the client toasts the reason)', async () => {
    localStorage.setItem(STORAGE_KEYS.uuidId, 'uuid-1');
    test.server.use(test.post('/web/login/primary', () => Response.json({ code: 4010, msg: '账号或密码错误', data: null })));
    const user = userEvent.setup();
    renderAt('/login/choose');
    await user.click(await screen.findByRole('button', { name: '工作人员登录' }));
    await user.type(screen.getByLabelText('账号'), 'admin01');
    await user.type(screen.getByLabelText('密码'), 'wrong');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    await waitFor(() => expect(test.toast).toHaveBeenCalledWith('账号或密码错误'));
    expect(screen.getByLabelText('账号')).toHaveValue('admin01');
    await user.click(screen.getByRole('button', { name: '返回选择用户类型' }));
    expect(screen.getByRole('button', { name: '法人登录' })).toBeInTheDocument();
  });

  it('spec §7 login/choose: 法人注册 opens the register address in a new tab', async () => {
    test.server.use(test.get('/web/login/register', 'https://sso.example.gov.cn/register'));
    const user = userEvent.setup();
    renderAt('/login/choose');
    const link = await screen.findByRole('link', { name: '法人注册' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('href', '/cas/register');
    await user.click(link);
    await waitFor(() => expect(browser.open).toHaveBeenCalledWith('https://sso.example.gov.cn/register'));
  });

  it('spec §2 login/choose: the login kinds are reachable by keyboard', async () => {
    const user = userEvent.setup();
    renderAt('/login/choose');
    await screen.findByRole('button', { name: '法人登录' });
    await user.tab();
    expect(screen.getByRole('button', { name: '法人登录' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '工作人员登录' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByLabelText('账号')).toBeInTheDocument();
  });
});
