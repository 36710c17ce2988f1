import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@portal/api-client';
import { failure, ok, pageOf, setupApiMock } from '@portal/api-client/testing';
import { renderRoutes } from '@portal/ui-kit/testing';
import { CORPORATION, RESPONSE_FILE, STAFF, myResponsesData } from '../testing/fixtures';
import { signIn } from '../testing/render-calls';
import { MyResponsesPage } from './my-responses-page';

const test = setupApiMock();
const MINE = '/second/call/responses';
const renderPage = (path = '/workspace/call/responses') =>
  renderRoutes([{ path: '/workspace/call/responses', Component: MyResponsesPage }], path, createQueryClient());
const table = async () => within(await screen.findByRole('region', { name: '我的反馈列表' }));

describe("我的反馈 (issue 21 §10c: workspace call/responses, a corporation's own responses)", { timeout: 15_000 }, () => {
  it('issue 21 §10c lists each response with its call (a link to it), organiser, status, time and file', async () => {
    signIn(CORPORATION);
    test.server.use(test.get(MINE, () => ok(myResponsesData())));
    renderPage();
    expect(await screen.findByRole('heading', { name: '我的反馈' })).toBeInTheDocument();
    const rows = (await table()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: '2026年度公共数据应用场景需求征集' })).toHaveAttribute('href', '/applylist?id=call_0001');
    expect(first.getByText('征集中')).toBeInTheDocument();
    expect(first.getByText('2026-11-01 10:00')).toBeInTheDocument();
    expect(first.getByRole('link', { name: RESPONSE_FILE.name })).toHaveAttribute('href', RESPONSE_FILE.url);
    const second = within(rows[1]!);
    expect(second.getByText('已截止')).toBeInTheDocument();
    expect(second.getByText('无')).toBeInTheDocument();
    expect(test.queriesOf(MINE)).toEqual([{ page: '1', pageSize: '10' }]);
  });

  it('issue 21 §10c the file opens from a click, fetched with the session (not followed as a plain link); a refusal is said next to it', async () => {
    signIn(CORPORATION);
    test.server.use(test.get(MINE, () => ok(myResponsesData())));
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://portal.test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let answer = () =>
      new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
        headers: {
          'content-type': RESPONSE_FILE.contentType,
          'content-disposition': `attachment; filename="x.xlsx"; filename*=UTF-8''${encodeURIComponent(RESPONSE_FILE.name)}`,
        },
      });
    test.server.use(test.get(`/web/file/${RESPONSE_FILE.id}`, () => answer()));
    const user = userEvent.setup();
    renderPage();
    const link = (await table()).getByRole('link', { name: RESPONSE_FILE.name });
    await user.click(link);
    await waitFor(() => expect(saved).toEqual([RESPONSE_FILE.name]));
    answer = () => HttpResponse.json({ code: 4030, msg: '无权下载该文件', data: null }, { status: 403 });
    await user.click(link);
    expect(await (await table()).findByRole('alert')).toHaveTextContent('无权下载该文件');
    expect(saved).toHaveLength(1);
  });

  it('issue 21 §10c pages through ?page= (kept in the URL)', async () => {
    signIn(CORPORATION);
    const base = myResponsesData().items[0]!;
    test.server.use(
      test.get(MINE, (query) => {
        const { items, paging } = pageOf(query, 23, (n) => ({
          ...base,
          callId: `call_${String(n).padStart(4, '0')}`,
          call: { ...base.call, id: `call_${String(n).padStart(4, '0')}`, title: `征集${n}` },
        }));
        return ok({ items, ...paging });
      }),
    );
    const user = userEvent.setup();
    const { location } = renderPage('/workspace/call/responses?page=2');
    expect(await (await table()).findByRole('link', { name: '征集11' })).toBeInTheDocument();
    expect(screen.getByText('共 23 条反馈')).toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(location()).toBe('/workspace/call/responses?page=3'));
    expect(await (await table()).findByRole('link', { name: '征集21' })).toBeInTheDocument();
    expect(test.queriesOf(MINE).map((query) => query['page'])).toEqual(['2', '3']);
  });

  it('issue 21 §10c no responses yet: says so and leads to the calls', async () => {
    signIn(CORPORATION);
    test.server.use(test.get(MINE, () => ok(myResponsesData({ items: [], total: 0 }))));
    renderPage();
    expect(await screen.findByText('暂未参与需求征集')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看需求征集' })).toHaveAttribute('href', '/applylist');
  });

  it("issue 21 §10c a failure shows the server's reason with a retry", async () => {
    signIn(CORPORATION);
    let fail = true;
    test.server.use(test.get(MINE, () => (fail ? failure(5000, '服务繁忙，请稍后再试') : ok(myResponsesData()))));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('我的反馈加载失败')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await table()).toBeTruthy();
  });

  it("issue 21 §10c staff who land here are told it is the corporations' page, and nothing is asked of the server", async () => {
    signIn(STAFF);
    renderPage();
    expect(await screen.findByText('仅法人用户可以查看需求征集反馈。')).toBeInTheDocument();
    expect(test.requests).toEqual([]);
  });
});
