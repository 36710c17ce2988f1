import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NO_PLATFORM_ACCOUNT_CODE, NO_PLATFORM_ACCOUNT_MESSAGE } from '@portal/api-contract';
import { STORAGE_KEYS, readAuthState } from '@portal/auth';
import { FEATURES, defineSite } from '@portal/site-config';
import { ATTEMPT_ID, ORIGIN, corporationState, failure, renderAt, setupLoginTest } from '../testing/render-login';

const test = setupLoginTest();
const PRE_URL = '/workspace/domain/apply?id=3#files';
const query = new URLSearchParams({ preUrl: PRE_URL }).toString();

async function passSmsStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '获取验证码' }));
  expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
  expect(screen.getByText('验证码已发送至 138****1234，5分钟内有效')).toBeInTheDocument();
  await user.type(screen.getByLabelText('短信验证码'), '123456');
  await user.click(screen.getByRole('button', { name: '登 录' }));
}

describe('LoginPage (SSO return)', () => {
  it('spec §2 login keeps preUrl through the SSO return: exact service, ticket removed, SMS step, AuthState written, lands on preUrl', async () => {
    localStorage.setItem(STORAGE_KEYS.uuidId, 'uuid-1');
    test.server.use(...test.loginHandlers());
    const user = userEvent.setup();
    const { location } = renderAt(`/login?${query}&ticket=ST-abc123`);

    // The ticket leaves the address bar at once; preUrl stays.
    await waitFor(() => expect(location()).toBe(`/login?${query}`));
    expect(await screen.findByText('验证码将发送至 138****1234')).toBeInTheDocument();
    expect(test.bodiesOf('/web/login/primary')).toEqual([{ loginType: 'sso', ticket: 'ST-abc123', service: `${ORIGIN}/login?${query}`, uuid: 'uuid-1' }]);

    await passSmsStep(user);
    await waitFor(() => expect(location()).toBe(PRE_URL));
    expect(test.bodiesOf('/web/login/primary/msg-send')).toEqual([{ attemptId: ATTEMPT_ID }]);
    expect(test.bodiesOf('/web/login/primary/msg-check')).toEqual([{ attemptId: ATTEMPT_ID, code: '123456' }]);
    expect(test.bodiesOf('/web/login/second')).toEqual([{ attemptId: ATTEMPT_ID }]);
    expect(readAuthState()).toEqual(corporationState);
  });

  it('architecture §5 login sends a (single-use) ticket once, also under StrictMode', async () => {
    localStorage.setItem(STORAGE_KEYS.uuidId, 'uuid-1');
    test.server.use(...test.loginHandlers());
    const { location } = renderAt(`/login?${query}&ticket=ST-once`, { strict: true });
    expect(await screen.findByText('验证码将发送至 138****1234')).toBeInTheDocument();
    expect(location()).toBe(`/login?${query}`);
    expect(test.bodiesOf('/web/login/primary')).toHaveLength(1);
  });

  it.each(['%2F%2Fevil.com', '%2F.%2F%2Fevil.com', '%2F%252e%2F%2Fevil.com'])(
    'spec §2 login, issue 12 §9: a hostile preUrl (%s) is not followed; the sign-in ends on /home',
    async (preUrl) => {
      localStorage.setItem(STORAGE_KEYS.uuidId, 'uuid-1');
      localStorage.setItem(STORAGE_KEYS.latestPath, '/policy');
      test.server.use(...test.loginHandlers());
      const user = userEvent.setup();
      const { location } = renderAt(`/login?preUrl=${preUrl}&ticket=ST-abc123`);
      await passSmsStep(user);
      await waitFor(() => expect(location()).toBe('/home'));
    },
  );

  it('spec §2 login falls back to latestPath, but never to a login page', async () => {
    localStorage.setItem(STORAGE_KEYS.uuidId, 'uuid-1');
    localStorage.setItem(STORAGE_KEYS.latestPath, '/dataProduct?page=2');
    test.server.use(...test.loginHandlers());
    const user = userEvent.setup();
    const { location } = renderAt('/login?ticket=ST-abc123');
    await passSmsStep(user);
    await waitFor(() => expect(location()).toBe('/dataProduct?page=2'));
  });

  it('spec §4 login fetches the login UUID first when none is stored', async () => {
    test.server.use(test.get('/web/login/uuid', 'https://sso.example.gov.cn/login?uuid=fresh-uuid'), ...test.loginHandlers());
    renderAt('/login?ticket=ST-abc123');
    expect(await screen.findByText('验证码将发送至 138****1234')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.uuidId)).toBe('fresh-uuid');
    expect(test.bodiesOf('/web/login/primary')).toMatchObject([{ uuid: 'fresh-uuid' }]);
  });

  it('spec §8 login shows an error state when the ticket is refused, with a way back to the chooser keeping preUrl', async () => {
    localStorage.setItem(STORAGE_KEYS.uuidId, 'uuid-1');
    test.server.use(test.post('/web/login/primary', () => failure(4000, '登录票据无效或已过期')));
    const user = userEvent.setup();
    const { location } = renderAt('/login?preUrl=%2Fworkspace&ticket=ST-used');
    expect(await screen.findByText('登录失败')).toBeInTheDocument();
    expect(screen.getByText('登录票据无效或已过期')).toBeInTheDocument();
    expect(test.toast).toHaveBeenCalledWith('登录票据无效或已过期');
    await user.click(screen.getByRole('button', { name: '返回重新登录' }));
    await waitFor(() => expect(location()).toBe('/login/choose?preUrl=%2Fworkspace'));
    expect(await screen.findByRole('button', { name: '法人登录' })).toBeInTheDocument();
  });

  it("issue 21 §10d an SSO corporation without a platform account is told whom to contact: the site's hotline, email and hours from the registry", async () => {
    localStorage.setItem(STORAGE_KEYS.uuidId, 'uuid-1');
    test.server.use(test.post('/web/login/primary', () => failure(NO_PLATFORM_ACCOUNT_CODE, NO_PLATFORM_ACCOUNT_MESSAGE, 403)));
    const site = defineSite('portal', {
      brand: { colorPrimary: '#046af3' },
      features: FEATURES,
      contact: { phone: '12345', email: 'sjyy@jsdata.gov.cn', hours: '工作日 9:00–12:00，13:30–17:30' },
    });
    const user = userEvent.setup();
    const { location } = renderAt('/login?preUrl=%2Fworkspace&ticket=ST-unknown', { site });
    expect(await screen.findByText('尚未开通平台账号')).toBeInTheDocument();
    expect(screen.getByText(NO_PLATFORM_ACCOUNT_MESSAGE)).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: '联系方式' });
    expect(within(contact).getByRole('link', { name: '12345' })).toHaveAttribute('href', 'tel:12345');
    expect(within(contact).getByRole('link', { name: 'sjyy@jsdata.gov.cn' })).toHaveAttribute('href', 'mailto:sjyy@jsdata.gov.cn');
    expect(within(contact).getByText('工作日 9:00–12:00，13:30–17:30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回重新登录' }));
    await waitFor(() => expect(location()).toBe('/login/choose?preUrl=%2Fworkspace'));
  });

  it("issue 21 §10d a site whose record names no contact shows the server's message without an empty contact block", async () => {
    localStorage.setItem(STORAGE_KEYS.uuidId, 'uuid-1');
    test.server.use(test.post('/web/login/primary', () => failure(NO_PLATFORM_ACCOUNT_CODE, NO_PLATFORM_ACCOUNT_MESSAGE, 403)));
    renderAt('/login?ticket=ST-unknown');
    expect(await screen.findByText(NO_PLATFORM_ACCOUNT_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '联系方式' })).not.toBeInTheDocument();
    expect(screen.queryByText(/请通过以下方式联系/)).not.toBeInTheDocument();
  });

  it('spec §2 /login without a ticket shows the chooser at /login/choose, keeping preUrl', async () => {
    const { location } = renderAt('/login?preUrl=%2Fworkspace%2Fhome');
    expect(await screen.findByRole('button', { name: '工作人员登录' })).toBeInTheDocument();
    expect(location()).toBe('/login/choose?preUrl=%2Fworkspace%2Fhome');
    expect(test.calls).toEqual([]);
  });
});
