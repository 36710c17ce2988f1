import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, pageOf, setupApiMock } from '@portal/api-client/testing';
import { notificationQueries } from '../api/notification-queries';
import { NOTICES, SETTINGS, notification, noticeList } from '../testing/fixtures';
import { LIST, READ, SETTINGS_PATH, UNREAD_COUNT, post, renderPage } from '../testing/render-notifications';

const test = setupApiMock();

/** The server of a page visit: the list (as given), the bell's count and the settings. */
function serve(list: (query: URLSearchParams) => Response = () => ok(noticeList())) {
  test.server.use(
    test.get(LIST, list),
    test.get(UNREAD_COUNT, () => ok({ unread: 2 })),
    test.get(SETTINGS_PATH, () => ok(SETTINGS)),
  );
}
const list = async () => within(await screen.findByRole('list', { name: '通知' }));
const items = async () => (await list()).getAllByRole('listitem');

describe('消息通知 (issue 22: /workspace/notifications, every signed-in user type)', { timeout: 15_000 }, () => {
  it('issue 22 lists the notices newest first: unread ones marked (未读 for screen readers), each title a link to its page, with body and time', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '消息通知' })).toBeInTheDocument();
    const rows = await items();
    expect(rows).toHaveLength(4);
    const first = within(rows[0]!);
    expect(first.getByRole('heading', { level: 3 })).toHaveTextContent('未读 数据使用申请已通过');
    expect(first.getByRole('link', { name: '数据使用申请已通过' })).toHaveAttribute('href', '/workspace/data-use/detail?id=dua_0001');
    expect(first.getByText(NOTICES[0]!.body)).toBeInTheDocument();
    expect(first.getByText('2026-11-20 10:00')).toHaveAttribute('dateTime', '2026-11-20T02:00:00.000Z');
    expect(first.getByText('数据使用审核')).toBeInTheDocument();
    expect(rows[0]).toHaveClass('notification-item-unread');
    expect(within(rows[1]!).getByText('授权到期')).toBeInTheDocument();
    const read = within(rows[2]!);
    expect(read.queryByText('未读')).toBeNull();
    expect(rows[2]).not.toHaveClass('notification-item-unread');
    expect(read.getByRole('link', { name: '领域入驻申请已驳回' })).toHaveAttribute('href', '/workspace/domain/detail?id=app_0003');
    expect(screen.getByText('共 4 条，2 条未读')).toBeInTheDocument();
    expect(test.queriesOf(LIST)).toEqual([{ page: '1', pageSize: '10' }]);
  });

  it('issue 22 opening an unread notice marks it read (POST read {ids}) and goes to its page; the bell hears the new count', async () => {
    serve();
    const bodies: unknown[] = [];
    test.server.use(post(READ, () => ok({ unread: 1 }), bodies));
    const user = userEvent.setup();
    const { location, queryClient } = renderPage();
    await user.click((await list()).getByRole('link', { name: '数据使用申请已通过' }));
    await waitFor(() => expect(location()).toBe('/workspace/data-use/detail?id=dua_0001'));
    await waitFor(() => expect(bodies).toEqual([{ ids: ['ntf_0001'] }]));
    await waitFor(() => expect(queryClient.getQueryData(notificationQueries.unreadCount().queryKey)).toEqual({ unread: 1 }));
  });

  it('issue 22 opening a notice already read asks the server nothing more', async () => {
    serve();
    const bodies: unknown[] = [];
    test.server.use(post(READ, () => ok({ unread: 2 }), bodies));
    const user = userEvent.setup();
    const { location } = renderPage();
    await user.click((await list()).getByRole('link', { name: '领域入驻申请已驳回' }));
    await waitFor(() => expect(location()).toBe('/workspace/domain/detail?id=app_0003'));
    expect(bodies).toEqual([]);
  });

  it('issue 22 全部标为已读 marks every notice read, says so, and the bell loses its count', async () => {
    let all = false;
    serve(() => ok(noticeList(all ? NOTICES.map((item) => ({ ...item, read: true })) : NOTICES)));
    const bodies: unknown[] = [];
    test.server.use(
      post(
        READ,
        () => {
          all = true;
          return ok({ unread: 0 });
        },
        bodies,
      ),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('link', { name: '消息通知，2 条未读' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(await screen.findByText('已全部标为已读')).toBeInTheDocument();
    expect(bodies).toEqual([{ all: true }]);
    await waitFor(() => expect(screen.getByRole('link', { name: '消息通知' })).toBeInTheDocument());
    for (const row of await items()) expect(row).not.toHaveClass('notification-item-unread');
    expect(screen.getByText('共 4 条，0 条未读')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
    // The keyboard's place is the filter, not the page's start.
    expect(screen.getByRole('radio', { name: '全部' })).toHaveFocus();
  });

  it('issue 22 未读 filters through the URL (?unread=1, back to page 1), and 全部 clears it', async () => {
    serve((query) => ok(query.get('unread') === '1' ? noticeList(NOTICES.slice(0, 2), { unread: 2 }) : noticeList()));
    const user = userEvent.setup();
    const { location } = renderPage('/workspace/notifications?page=2');
    await items();
    // From the keyboard: the filter is a radio group (arrows move the choice).
    screen.getByRole('radio', { name: '全部' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(location()).toBe('/workspace/notifications?unread=1'));
    await waitFor(async () => expect(await items()).toHaveLength(2));
    expect(screen.getByRole('radio', { name: '未读' })).toBeChecked();
    expect(test.queriesOf(LIST)).toEqual([
      { page: '2', pageSize: '10' },
      { page: '1', pageSize: '10', unread: '1' },
    ]);
    // antd's radio button takes the pointer on its label (the input itself has none).
    await user.click(screen.getByRole('radio', { name: '全部' }).closest('label')!);
    await waitFor(() => expect(location()).toBe('/workspace/notifications'));
  });

  it('issue 22 an unread filter with nothing unread says so', async () => {
    serve(() => ok(noticeList([], { unread: 0 })));
    renderPage('/workspace/notifications?unread=1');
    expect(await screen.findByText('没有未读通知')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '未读' })).toBeChecked();
    expect(screen.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
  });

  it('issue 22 pages through ?page= (kept in the URL)', async () => {
    serve((query) => {
      const { items, paging } = pageOf(query, 23, (n) => notification(n, { read: n > 3 }));
      return ok({ items, ...paging, unread: 3 });
    });
    const user = userEvent.setup();
    const { location } = renderPage('/workspace/notifications?page=2');
    expect(await (await list()).findByRole('link', { name: '数据使用申请已通过11' })).toBeInTheDocument();
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(location()).toBe('/workspace/notifications?page=3'));
    expect(await (await list()).findByRole('link', { name: '数据使用申请已通过21' })).toBeInTheDocument();
    expect(test.queriesOf(LIST).map((query) => query['page'])).toEqual(['2', '3']);
  });

  it('issue 22 no notices yet: says so', async () => {
    serve(() => ok(noticeList([])));
    renderPage();
    expect(await screen.findByText('暂无通知')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '通知' })).toBeNull();
  });

  it("issue 22 a failed list shows the server's reason with 重试, which asks again", async () => {
    let fail = true;
    serve(() => (fail ? failure(5000, '服务繁忙，请稍后再试') : ok(noticeList())));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('消息通知加载失败')).toBeInTheDocument();
    expect(screen.getByText('服务繁忙，请稍后再试')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await items()).toHaveLength(4);
  });

  it('issue 22 refuses a link that is not a path of the portal: the title shows, never as a link', async () => {
    const links = ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/\t/evil.example', ''];
    serve(() => ok(noticeList(links.map((link, index) => notification(index + 1, { link, title: `外部链接${index + 1}` })))));
    renderPage();
    const rows = await items();
    expect(rows).toHaveLength(links.length);
    for (const [index, row] of rows.entries()) {
      expect(within(row).getByText(`外部链接${index + 1}`)).toBeInTheDocument();
      expect(within(row).queryByRole('link')).toBeNull();
    }
  });
});
