import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { readAuthState, writeAuthState } from '@portal/auth';
import { failure, renderAt, setupLoginTest, staffState } from '../testing/render-login';
import { FirstPasswordPage } from './first-password-page';

const test = setupLoginTest();

const routes = [
  {
    path: '/workspace/password',
    Component: () => (
      <App>
        <FirstPasswordPage />
      </App>
    ),
  },
];

async function fill(oldPassword: string, newPassword: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('临时密码'), oldPassword);
  await user.type(screen.getByLabelText('新密码'), newPassword);
  await user.type(screen.getByLabelText('确认新密码'), newPassword);
  await user.click(screen.getByRole('button', { name: '修改密码并继续' }));
}

describe('issue 17 FirstPasswordPage (/workspace/password)', () => {
  it('changes the temporary password, drops the must-change flag and goes on to preUrl', async () => {
    writeAuthState({ ...staffState, mustChangePassword: true });
    test.server.use(test.post('/primary/home/modify-password', null));
    const { location } = renderAt('/workspace/password?preUrl=%2Fworkspace%2Fdomain%2FfirstReview', { extraRoutes: routes });
    await fill('Kp7#mQ2x@R9t', 'Traffic#2026');
    await waitFor(() => expect(location()).toBe('/workspace/domain/firstReview'));
    expect(test.bodiesOf('/primary/home/modify-password')).toEqual([{ oldPassword: 'Kp7#mQ2x@R9t', newPassword: 'Traffic#2026' }]);
    expect(readAuthState()).toEqual(staffState);
  });

  it('a refusal (e.g. the last 5 passwords) keeps the flag and the page; a hostile preUrl is not followed', async () => {
    writeAuthState({ ...staffState, mustChangePassword: true });
    test.server.use(test.post('/primary/home/modify-password', () => failure(4000, '新密码不能与最近5次使用过的密码相同', 400)));
    const { location } = renderAt('/workspace/password?preUrl=https%3A%2F%2Fevil.example', { extraRoutes: routes });
    await fill('Kp7#mQ2x@R9t', 'Traffic#2026');
    await waitFor(() => expect(test.toast).toHaveBeenCalledWith('新密码不能与最近5次使用过的密码相同'));
    expect(location()).toBe('/workspace/password?preUrl=https%3A%2F%2Fevil.example');
    expect(readAuthState()).toMatchObject({ mustChangePassword: true });

    test.server.use(test.post('/primary/home/modify-password', null));
    await userEvent.setup().click(screen.getByRole('button', { name: '修改密码并继续' }));
    await waitFor(() => expect(location()).toBe('/workspace'));
  });
});
