import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, setupApiMock } from '@portal/api-client/testing';
import { callDetail, callListData, callSummary, deadlineIn } from '../testing/fixtures';
import { DETAIL, LIST, renderAt } from '../testing/render-calls';

const test = setupApiMock();
const lastListQuery = () => test.queriesOf(LIST).at(-1);

function listHandler() {
  return test.get(LIST, (query) => {
    if (query.get('status') === 'closed') return ok(callListData([], { total: 0 }));
    // 13 calls: page 2 exists (a page past the last one would move to the last, issue 21 §12).
    const page = Number(query.get('page') ?? 1);
    return ok(
      callListData([callSummary(1), callSummary(2, { deadline: deadlineIn(0) }), callSummary(3, { status: 'closed', deadline: '2026-06-30T15:59:59.000Z' })], {
        total: 13,
        page,
      }),
    );
  });
}

// Whole pages with antd under user-event take seconds on a shared machine; 5 s is too tight.
describe('CallListPage (issue 5, spec §2 /applylist)', { timeout: 15_000 }, () => {
  it('issue 5 §2 lists calls with status, countdown (剩余3天), organiser, deadline and response count; status facet with counts', async () => {
    test.server.use(listHandler());
    renderAt('/applylist');
    expect(screen.getByRole('status', { name: '正在加载需求征集' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: '2026年度交通运输领域公共数据应用场景需求征集1' });
    expect(link).toHaveAttribute('href', '/applylist?id=call_0001');
    const rows = within(screen.getByRole('list', { name: '需求征集列表' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('剩余3天')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1,280')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('今日截止')).toBeInTheDocument();
    expect(within(rows[2]!).getAllByText('已截止')).toHaveLength(2);
    const status = screen.getByRole('group', { name: '征集状态' });
    expect(within(status).getByRole('radio', { name: /征集中\s*\(8\)/ })).toBeInTheDocument();
    expect(within(status).getByRole('radio', { name: /已截止\s*\(1,024\)/ })).toBeInTheDocument();
    expect(lastListQuery()).toEqual({ page: '1', pageSize: '10' });
  });

  it('issue 5 §2 status and keyword live in the URL; back restores them', async () => {
    test.server.use(listHandler());
    const user = userEvent.setup();
    const { router, location } = renderAt('/applylist?keyword=交通&page=2');
    await screen.findByRole('link', { name: '2026年度交通运输领域公共数据应用场景需求征集1' });
    expect(lastListQuery()).toEqual({ page: '2', pageSize: '10', keyword: '交通' });
    await user.click(within(screen.getByRole('group', { name: '征集状态' })).getByRole('radio', { name: /已截止/ }));
    await waitFor(() => expect(location()).toBe(`/applylist?keyword=${encodeURIComponent('交通')}&status=closed`));
    expect(await screen.findByText('暂无符合条件的需求征集')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('link', { name: '2026年度交通运输领域公共数据应用场景需求征集1' })).toBeInTheDocument();
    expect(location()).toBe('/applylist?keyword=交通&page=2');
  });
});

describe('CallListPage detail at /applylist?id=<id> (issue 5)', { timeout: 15_000 }, () => {
  it('issue 5 a direct load opens the call: body, attachments, deadline and response count', async () => {
    test.server.use(
      listHandler(),
      test.get(DETAIL, () => ok(callDetail())),
    );
    renderAt('/applylist?id=call_0001');
    const dialog = await screen.findByRole('dialog');
    const inDialog = within(dialog);
    expect(await inDialog.findByText('2026年度公共数据应用场景需求征集')).toBeInTheDocument();
    expect(test.queriesOf(DETAIL)).toEqual([{ id: 'call_0001' }]);
    // The body's sanitiser loads with the first call opened (issue 13).
    expect((await inDialog.findByText('公共数据应用场景')).closest('.portal-rich-text')).not.toBeNull();
    expect(inDialog.getByRole('link', { name: '需求征集表.xlsx' })).toHaveAttribute('href', '/files/call/call_0001-form.xlsx');
    expect(inDialog.getByText('（20 KB）')).toBeInTheDocument();
    expect(inDialog.getByText('1,280 家单位')).toBeInTheDocument();
    expect(inDialog.getByText('剩余3天')).toBeInTheDocument();
  });

  it('issue 5 opening a call from the list pushes ?id=, and back closes it', async () => {
    test.server.use(
      listHandler(),
      test.get(DETAIL, () => ok(callDetail())),
    );
    const user = userEvent.setup();
    const { router, location } = renderAt('/applylist?status=open');
    await user.click(await screen.findByRole('link', { name: '2026年度交通运输领域公共数据应用场景需求征集2' }));
    expect(location()).toBe('/applylist?status=open&id=call_0002');
    await within(await screen.findByRole('dialog')).findByText('1,280 家单位');
    await act(() => router.navigate(-1));
    expect(location()).toBe('/applylist?status=open');
    await waitFor(() => expect(screen.queryByText('1,280 家单位')).toBeNull());
  });

  it('issue 5 §8 an unknown call id (code 4011) lands on /404', async () => {
    test.server.use(
      listHandler(),
      test.get(DETAIL, () => failure(4011, '征集不存在')),
    );
    const { router, location } = renderAt('/applylist?id=call_9999');
    test.onNotFound.mockImplementation(() => void router.navigate('/404', { replace: true }));
    await waitFor(() => expect(location()).toBe('/404'));
  });

  it('issue 5 §8 an id that cannot exist goes to /404 without asking for it', async () => {
    test.server.use(listHandler());
    const { location } = renderAt('/applylist?id=DROP%20TABLE');
    await waitFor(() => expect(location()).toBe('/404'));
    expect(test.queriesOf(DETAIL)).toEqual([]);
  });
});
