import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, setupApiMock } from '@portal/api-client/testing';
import { ADMIN, REVIEWER, adminHome, reviewerHome } from '../testing/fixtures';
import { PATHS, renderAt, signIn } from '../testing/render-workspace';

const test = setupApiMock();

const todo = () => within(screen.getByRole('list', { name: '待办事项' }));

describe('spec §2 Home: the staff workspace home (issue 6, GET /primary/home)', { timeout: 20_000 }, () => {
  it('spec §2 Home a reviewer sees their domains, 待初审 linking to the first-review queue, and no admin cards', async () => {
    signIn(REVIEWER);
    test.server.use(test.get(PATHS.primaryHome, () => ok(reviewerHome())));
    renderAt('/workspace/home');
    expect(await screen.findByRole('heading', { name: '工作台首页' })).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: /待初审/ });
    expect(screen.getByText('李审核 · 领域审核员')).toBeInTheDocument();
    expect(first).toHaveAttribute('href', '/workspace/domain/firstReview');
    expect(first).toHaveTextContent('3');
    expect(todo().getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /待终审/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /公告草稿/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /入驻配置/ })).toBeNull();
    expect(screen.queryByRole('link', { name: '发布公告' })).toBeNull();
    const domains = within(screen.getByRole('region', { name: '负责领域' }));
    expect(domains.getByText('交通运输')).toBeInTheDocument();
    expect(domains.getByText('医疗健康')).toBeInTheDocument();
    expect(test.queriesOf(PATHS.primaryHome)).toEqual([{}]);
  });

  it('spec §2 Home an admin sees 待终审, 公告草稿, 入驻配置 (issue 21 §6: 开放申请 / 暂停申请, the contract names) and 发布公告, each where the work is done', async () => {
    signIn(ADMIN);
    test.server.use(test.get(PATHS.primaryHome, () => ok(adminHome())));
    renderAt('/workspace/home');
    const final = await screen.findByRole('link', { name: /待终审/ });
    expect(final).toHaveAttribute('href', '/workspace/domain/finalReview');
    // Spec §5: thousands separators.
    expect(final).toHaveTextContent('1,280');
    const drafts = screen.getByRole('link', { name: /公告草稿/ });
    expect(drafts).toHaveAttribute('href', '/workspace/annouce/list');
    expect(drafts).toHaveTextContent('2');
    const entry = screen.getByRole('link', { name: /入驻配置/ });
    expect(entry).toHaveAttribute('href', '/workspace/domain/finalReview?tab=entry');
    expect(entry).toHaveTextContent('开放申请 5 / 暂停申请 3');
    expect(screen.getByRole('link', { name: '发布公告' })).toHaveAttribute('href', '/workspace/annouce/add');
    expect(screen.queryByRole('link', { name: /待初审/ })).toBeNull();
    expect(screen.queryByRole('region', { name: '负责领域' })).toBeNull();
    expect(screen.getByText('王管理 · 平台管理员')).toBeInTheDocument();
  });

  it('spec §2 Home an admin without the announcement right (drafts null) gets neither the drafts card nor 发布公告', async () => {
    signIn(ADMIN);
    test.server.use(
      test.get(PATHS.primaryHome, () =>
        ok(adminHome({ todo: { firstReview: null, finalReview: 0, announcementDrafts: null, entry: { open: 0, closed: 0 } } })),
      ),
    );
    renderAt('/workspace/home');
    expect(await screen.findByRole('link', { name: /待终审/ })).toHaveTextContent('0');
    expect(screen.queryByRole('link', { name: /公告草稿/ })).toBeNull();
    expect(screen.queryByRole('link', { name: '发布公告' })).toBeNull();
    expect(screen.getByRole('link', { name: /入驻配置/ })).toHaveTextContent('开放申请 0 / 暂停申请 0');
  });

  it('spec §2 Home 最近审核记录 lists corporation, domain, action, stage, resulting status, opinion and time, each opening the application', async () => {
    signIn(REVIEWER);
    test.server.use(test.get(PATHS.primaryHome, () => ok(reviewerHome())));
    renderAt('/workspace/home');
    const table = within(await screen.findByRole('region', { name: '审核记录表' }));
    const headers = table.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['申请单位', '申请领域', '操作', '审核阶段', '审核后状态', '审核意见', '时间']);
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['江苏数据科技有限公司1', '交通运输', '审核通过', '初审', '待终审', '材料齐全，同意进入终审', '2026-11-03 14:00']);
    expect(within(rows[0]!).getByRole('link', { name: '江苏数据科技有限公司1' })).toHaveAttribute('href', '/workspace/domain/detail?id=app_0001');
    expect(rows[1]).toHaveTextContent('退回修改');
    expect(within(rows[1]!).getByRole('link', { name: '南京智慧医疗有限公司' })).toHaveAttribute('href', '/workspace/domain/detail?id=app_0002');
  });

  it('spec §2 Home with no decisions and no domains says so in Chinese', async () => {
    signIn(REVIEWER);
    test.server.use(
      test.get(PATHS.primaryHome, () =>
        ok(reviewerHome({ domains: [], recentDecisions: [], todo: { firstReview: 0, finalReview: null, announcementDrafts: null, entry: null } })),
      ),
    );
    renderAt('/workspace/home');
    expect(await screen.findByText('暂无审核记录')).toBeInTheDocument();
    expect(screen.getByText('暂未分配审核领域，请联系平台管理员。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /待初审/ })).toHaveTextContent('0');
    expect(screen.queryByRole('region', { name: '审核记录表' })).toBeNull();
  });

  it('spec §2 Home shows a skeleton while loading, then on failure the reason and 重新加载, which asks again', async () => {
    signIn(REVIEWER);
    let calls = 0;
    test.server.use(
      test.get(PATHS.primaryHome, () => {
        calls += 1;
        return calls === 1 ? failure(5000, '服务繁忙，请稍后再试') : ok(reviewerHome());
      }),
    );
    const user = userEvent.setup();
    renderAt('/workspace/home');
    expect(screen.getByRole('status', { name: '正在加载工作台' })).toBeInTheDocument();
    expect(await screen.findByText('工作台加载失败')).toBeInTheDocument();
    expect(screen.getByText('服务繁忙，请稍后再试')).toBeInTheDocument();
    // Spec §8: the client toasted the server's message.
    expect(test.toast).toHaveBeenCalledWith('服务繁忙，请稍后再试');
    await user.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await screen.findByRole('link', { name: /待初审/ })).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(2));
  });
});
