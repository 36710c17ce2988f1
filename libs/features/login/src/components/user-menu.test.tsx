import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { browser, readAuthState, writeAuthState } from '@portal/auth';
import { siteFixture } from '@portal/site-config';
import { ORIGIN, Providers, TOKEN, corporationState, failure, setupLoginTest, staffState } from '../testing/render-login';
import { UserMenu } from './user-menu';

const test = setupLoginTest();

function renderMenu(path = '/dataProduct?page=2') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>登录页</p> },
      { path: '*', element: <UserMenu /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu');
}

describe('UserMenu', () => {
  it('spec §2 user menu: signed out, 登录 links to /login with preUrl = the current page', async () => {
    const user = userEvent.setup();
    const router = renderMenu('/dataProduct?page=2');
    const login = screen.getByRole('link', { name: '登录' });
    expect(login).toHaveAttribute('href', '/login?preUrl=%2FdataProduct%3Fpage%3D2');
    await user.click(login);
    expect(router.state.location.search).toBe('?preUrl=%2FdataProduct%3Fpage%3D2');
    expect(await screen.findByText('登录页')).toBeInTheDocument();
  });

  it('spec §6 user menu: staff (admin/user) see 修改密码 and 退出登录', async () => {
    writeAuthState(staffState);
    const user = userEvent.setup();
    renderMenu();
    await openMenu(user, /李四/);
    expect(screen.getByRole('menuitem', { name: '修改密码' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: '退出登录' })).toBeInTheDocument();
  });

  it('spec §6 user menu: a corporation sees its name and 退出登录 but no 修改密码', async () => {
    writeAuthState(corporationState);
    const user = userEvent.setup();
    renderMenu();
    expect(await screen.findByRole('button', { name: /江苏数据科技有限公司.*张三/ })).toBeInTheDocument();
    await openMenu(user, /江苏数据科技有限公司/);
    expect(screen.getByRole('menuitem', { name: '退出登录' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '修改密码' })).toBeNull();
  });

  it('issue 21 §2 user menu: 工作台 leads a signed-in user into the workspace from any page', async () => {
    writeAuthState(corporationState);
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        { path: '/workspace', element: <p>工作台页面</p> },
        { path: '*', element: <UserMenu /> },
      ],
      { initialEntries: ['/dataResource'] },
    );
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    await openMenu(user, /江苏数据科技有限公司/);
    await user.click(screen.getByRole('menuitem', { name: '工作台' }));
    expect(router.state.location.pathname).toBe('/workspace');
    expect(await screen.findByText('工作台页面')).toBeInTheDocument();
  });

  it('issue 21 §2 user menu: no 工作台 on a site without a workspace', async () => {
    writeAuthState(corporationState);
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '*', element: <UserMenu /> }], { initialEntries: ['/home'] });
    render(
      <Providers site={siteFixture('nj', ['home', 'login'])}>
        <RouterProvider router={router} />
      </Providers>,
    );
    await openMenu(user, /江苏数据科技有限公司/);
    expect(screen.getByRole('menuitem', { name: '退出登录' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '工作台' })).toBeNull();
  });

  it('spec §3 user menu follows the auth state as it changes', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: '登录' })).toBeInTheDocument();
    act(() => {
      writeAuthState(staffState);
    });
    expect(screen.getByRole('button', { name: /李四/ })).toBeInTheDocument();
  });

  it('spec §5 modify password: the contract rules are checked before sending, then 密码修改成功', async () => {
    writeAuthState(staffState);
    test.server.use(test.post('/primary/home/modify-password', null));
    const user = userEvent.setup();
    renderMenu();
    await openMenu(user, /李四/);
    await user.click(screen.getByRole('menuitem', { name: '修改密码' }));
    await screen.findByRole('dialog', { name: '修改密码' });
    const ok = () => screen.getByRole('button', { name: '确 定' });

    await user.click(ok());
    expect(await screen.findByText('请输入原密码')).toBeInTheDocument();
    expect(await screen.findByText('请输入新密码')).toBeInTheDocument();
    expect(await screen.findByText('请输入确认新密码')).toBeInTheDocument();

    await user.type(screen.getByLabelText('原密码'), 'Old#pass1');
    await user.type(screen.getByLabelText('新密码'), 'short');
    expect(await screen.findByText('密码长度为8-32位')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'alllowercase1');
    expect(await screen.findByText('密码须包含大写字母、小写字母、数字和符号中的至少三种')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'Old#pass1');
    expect(await screen.findByText('新密码不能与原密码相同')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'New#pass2');
    await user.type(screen.getByLabelText('确认新密码'), 'New#pass3');
    expect(await screen.findByText('两次输入的新密码不一致')).toBeInTheDocument();
    expect(test.calls).toEqual([]);

    await user.clear(screen.getByLabelText('确认新密码'));
    await user.type(screen.getByLabelText('确认新密码'), 'New#pass2');
    await user.click(ok());
    expect(await screen.findByText('密码修改成功')).toBeInTheDocument();
    expect(test.calls).toEqual([{ path: '/primary/home/modify-password', body: { oldPassword: 'Old#pass1', newPassword: 'New#pass2' }, token: TOKEN }]);
  });

  it('spec §8 modify password: a refusal is toasted by the client and the dialog stays open', async () => {
    writeAuthState(staffState);
    test.server.use(test.post('/primary/home/modify-password', () => failure(4000, '原密码不正确')));
    const user = userEvent.setup();
    renderMenu();
    await openMenu(user, /李四/);
    await user.click(screen.getByRole('menuitem', { name: '修改密码' }));
    await screen.findByRole('dialog', { name: '修改密码' });
    await user.type(screen.getByLabelText('原密码'), 'Wrong#pass1');
    await user.type(screen.getByLabelText('新密码'), 'New#pass2');
    await user.type(screen.getByLabelText('确认新密码'), 'New#pass2');
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(test.toast).toHaveBeenCalledWith('原密码不正确'));
    // The form stays filled for another try.
    expect(screen.getByLabelText('原密码')).toHaveValue('Wrong#pass1');
    expect(screen.getByRole('button', { name: '确 定' })).toBeEnabled();
    expect(screen.queryByText('密码修改成功')).toBeNull();
  });

  it('spec §4 user menu: 退出登录 logs out (session ended on the server, state cleared, to /home)', async () => {
    writeAuthState(corporationState);
    test.server.use(test.get('/web/login/out', `${ORIGIN}/cas/logout`));
    const user = userEvent.setup();
    renderMenu();
    await openMenu(user, /江苏数据科技有限公司/);
    await user.click(screen.getByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith(`${ORIGIN}/home`));
    expect(readAuthState()).toBeNull();
    expect(test.calls).toEqual([{ path: '/web/login/out', body: null, token: TOKEN }]);
    expect(screen.getByRole('link', { name: '登录' })).toBeInTheDocument();
  });
});
