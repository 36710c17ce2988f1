import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, setupApiMock } from '@portal/api-client/testing';
import { ADMIN, REVIEWER, paged, summary } from '../testing/fixtures';
import { PATHS, renderAt, signIn } from '../testing/render-data-use';

const test = setupApiMock();

describe('data-use/firstReview and finalReview (issue 22: the review queues)', { timeout: 30_000 }, () => {
  it('issue 22 the first-review queue asks for its stage, status and page from the URL; 审核 opens the detail', async () => {
    signIn(REVIEWER);
    test.server.use(test.get(PATHS.reviewList, () => ok(paged([summary(1), summary(2, { status: 'returned' })], { total: 23, page: 2 }))));
    renderAt('/workspace/data-use/firstReview?status=returned&page=2');
    const table = await screen.findByRole('table', { name: '数据使用初审队列' });
    expect(screen.getByRole('heading', { level: 1, name: '数据使用初审' })).toBeInTheDocument();
    expect(test.queriesOf(PATHS.reviewList)).toEqual([{ stage: 'first', page: '2', pageSize: '10', status: 'returned' }]);
    expect(await screen.findByText('共 23 条')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['资源名称', '申请单位', '提供部门', '提交时间', '状态', '操作']);
    expect(within(table).getByRole('link', { name: '审核 江苏数据科技有限公司1 的申请' })).toHaveAttribute('href', '/workspace/data-use/detail?id=dua_0001');
    expect(within(table).getByRole('link', { name: '查看 江苏数据科技有限公司2 的申请' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '分页' })).toBeInTheDocument();
  });

  it('issue 22 the final-review queue asks for the final stage, waiting ones by default; choosing a status goes to the URL', async () => {
    signIn(ADMIN);
    test.server.use(test.get(PATHS.reviewList, () => ok(paged([]))));
    const user = userEvent.setup();
    const { location } = renderAt('/workspace/data-use/finalReview?page=3');
    expect(await screen.findByText('暂无需要审核的数据使用申请')).toBeInTheDocument();
    expect(test.queriesOf(PATHS.reviewList)).toEqual([{ stage: 'final', page: '3', pageSize: '10' }]);
    expect(screen.getByText('待终审')).toBeInTheDocument();
    await user.click(screen.getByLabelText('状态'));
    await user.click(await waitFor(() => document.querySelector<HTMLElement>('.ant-select-item-option[title="已通过"]')!));
    await waitFor(() => expect(location()).toBe('/workspace/data-use/finalReview?status=approved'));
    await waitFor(() => expect(test.queriesOf(PATHS.reviewList).at(-1)).toEqual({ stage: 'final', page: '1', pageSize: '10', status: 'approved' }));
  });
});
