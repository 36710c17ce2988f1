import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, setupApiMock } from '@portal/api-client/testing';
import { SETTINGS, noticeList } from '../testing/fixtures';
import { LIST, SETTINGS_PATH, UNREAD_COUNT, post, renderPage } from '../testing/render-notifications';

const test = setupApiMock();

function serve(settings = () => ok(SETTINGS)) {
  test.server.use(
    test.get(LIST, () => ok(noticeList())),
    test.get(UNREAD_COUNT, () => ok({ unread: 2 })),
    test.get(SETTINGS_PATH, settings),
  );
}

describe('短信通知 (issue 22, decision 0035: on by default, each account may turn it off)', { timeout: 15_000 }, () => {
  it('issue 22 the switch is named 短信通知 and says where texts go and that they carry the title only', async () => {
    serve();
    renderPage();
    const toggle = await screen.findByRole('switch', { name: '短信通知' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('开启后，新通知会以短信发送至 138****0001。短信只包含通知的标题，详情请登录工作台查看。');
    expect(screen.getByText('已开启')).toBeInTheDocument();
  });

  it('issue 22 an account without a phone is told texts cannot reach it', async () => {
    serve(() => ok({ smsEnabled: true, phone: '' }));
    renderPage();
    expect(await screen.findByRole('switch', { name: '短信通知' })).toHaveAccessibleDescription(/账号未绑定手机号/);
  });

  it('issue 22 turning it off (from the keyboard) is saved and said', async () => {
    serve();
    const bodies: unknown[] = [];
    test.server.use(post(SETTINGS_PATH, () => ok({ ...SETTINGS, smsEnabled: false }), bodies));
    const user = userEvent.setup();
    renderPage();
    const toggle = await screen.findByRole('switch', { name: '短信通知' });
    toggle.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('已关闭短信通知')).toBeInTheDocument();
    expect(bodies).toEqual([{ smsEnabled: false }]);
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveFocus();
    expect(screen.getByText('已关闭')).toBeInTheDocument();
  });

  it('issue 22 a refused change moves the switch back (the client reports the reason)', async () => {
    serve();
    let answer = () => failure(5000, '服务繁忙，请稍后再试');
    // The server answers when the test says so: the switch is seen moved before the refusal.
    let release = () => undefined as void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    test.server.use(
      post(SETTINGS_PATH, async () => {
        await answered;
        return answer();
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const toggle = await screen.findByRole('switch', { name: '短信通知' });
    await user.click(toggle);
    // The switch moves at once, then back when the server refuses.
    await waitFor(() => expect(toggle).not.toBeChecked());
    release();
    await waitFor(() => expect(test.toast).toHaveBeenCalledWith('服务繁忙，请稍后再试'));
    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.queryByText('已关闭短信通知')).toBeNull();
    answer = () => ok({ ...SETTINGS, smsEnabled: false });
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('issue 22 settings that fail to load offer 重试', async () => {
    let fail = true;
    serve(() => (fail ? failure(5000, '服务繁忙，请稍后再试') : ok(SETTINGS)));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('通知设置加载失败')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('switch', { name: '短信通知' })).toBeChecked();
  });
});
