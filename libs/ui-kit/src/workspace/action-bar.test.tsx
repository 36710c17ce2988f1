import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { siteFixture } from '@portal/site-config';
import { SiteProviders } from '../theme/site-providers';
import { ActionBar, type ActionBarProps } from './action-bar';

const providers = (children: ReactNode) => (
  <SiteProviders site={siteFixture('portal')}>
    <MemoryRouter>{children}</MemoryRouter>
  </SiteProviders>
);

class Refused extends Error {
  constructor(
    message: string,
    readonly conflict = false,
  ) {
    super(message);
  }
}

const failureOf: ActionBarProps['failureOf'] = (error) =>
  error instanceof Refused ? { text: error.message, conflict: error.conflict } : { text: '操作未生效', conflict: false };

function renderBar(actions: ActionBarProps['actions']) {
  return render(providers(<ActionBar actions={actions} failureOf={failureOf} conflictTitle="操作未生效" conflictHint="已重新加载最新内容，请核对后再试。" />));
}

const CONFIRM = { title: '确定撤回该申请吗？', content: '撤回后本次申请不再进入审核。', okText: '撤回', cancelText: '取消' };

describe('ActionBar (issues 6, 22: what may be done with a record now)', () => {
  it('offers the given actions in order, a link as a link; with none it draws nothing', () => {
    const { unmount } = renderBar([
      { key: 'edit', label: '修改', to: '/workspace/domain/apply?id=app_0001' },
      false,
      { key: 'submit', label: '提交', kind: 'primary', run: vi.fn(), done: '申请已提交' },
    ]);
    expect(screen.getByRole('link', { name: '修改' })).toHaveAttribute('href', '/workspace/domain/apply?id=app_0001');
    // Two-character labels keep their spelling (antd would write 提 交).
    expect(screen.getByRole('button', { name: '提交' })).toHaveClass('ant-btn-primary');
    unmount();
    renderBar([false, null]);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('runs an action, says when it is done, and shows a refusal above the buttons until the next try', async () => {
    const user = userEvent.setup();
    const run = vi.fn().mockRejectedValueOnce(new Refused('申请状态已变化，不能提交')).mockResolvedValueOnce(undefined);
    renderBar([{ key: 'submit', label: '提交', kind: 'primary', run, done: '申请已提交' }]);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('申请状态已变化，不能提交');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('申请已提交')).toBeInTheDocument();
    expect(run).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('申请状态已变化，不能提交')).toBeNull();
  });

  it('a version conflict shows the conflict title, the server’s message and what happens now', async () => {
    const user = userEvent.setup();
    renderBar([{ key: 'submit', label: '提交', run: () => Promise.reject(new Refused('申请已被修改，请刷新后重试', true)), done: '申请已提交' }]);
    await user.click(screen.getByRole('button', { name: '提交' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('操作未生效');
    expect(alert).toHaveTextContent('申请已被修改，请刷新后重试 已重新加载最新内容，请核对后再试。');
  });

  it('asks first when the action says so: nothing runs until confirmed, and the dialog’s button is as dangerous as the action', async () => {
    const user = userEvent.setup();
    const run = vi.fn(() => Promise.resolve());
    renderBar([{ key: 'withdraw', label: '撤回', kind: 'danger', run, done: '申请已撤回', confirm: CONFIRM }]);
    const withdraw = screen.getByRole('button', { name: '撤回' });
    expect(withdraw).toHaveClass('ant-btn-dangerous');
    await user.click(withdraw);
    let dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getAllByText('确定撤回该申请吗？').length).toBeGreaterThan(0);
    expect(dialog.getByText('撤回后本次申请不再进入审核。')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '取消' }));
    expect(run).not.toHaveBeenCalled();

    await user.click(withdraw);
    await waitFor(() => expect(screen.getAllByRole('dialog').length).toBeGreaterThan(0));
    dialog = within(screen.getAllByRole('dialog').at(-1)!);
    const ok = dialog.getByRole('button', { name: '撤回' });
    expect(ok).toHaveClass('ant-btn-dangerous');
    await user.click(ok);
    expect(run).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('申请已撤回')).toBeInTheDocument();
  });

  it('an action on its way shows it on its button', () => {
    renderBar([{ key: 'submit', label: '提交', run: vi.fn(), done: '申请已提交', pending: true }]);
    expect(screen.getByRole('button', { name: /提交/ })).toHaveClass('ant-btn-loading');
  });
});
