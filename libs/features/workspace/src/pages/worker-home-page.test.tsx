import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, setupApiMock } from '@portal/api-client/testing';
import { CORPORATION, emptyWorkerHome, workerHome } from '../testing/fixtures';
import { PATHS, renderAt, signIn } from '../testing/render-workspace';

const test = setupApiMock();

describe('spec §2 workerhome: the corporation workspace home (issue 6, GET /second/home)', { timeout: 20_000 }, () => {
  it('spec §2 workerhome counts every status in the contract’s words, with the total', async () => {
    signIn(CORPORATION);
    test.server.use(test.get(PATHS.workerHome, () => ok(workerHome())));
    renderAt('/workspace/workerhome');
    const counts = within(await screen.findByRole('list', { name: '申请状态统计' }));
    const items = counts.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['草稿1', '待初审2', '待终审0', '已通过1', '已驳回1', '退回修改0', '已撤回0']);
    expect(screen.getByText('共 5 条')).toBeInTheDocument();
    expect(screen.getByText('江苏数据科技有限公司')).toBeInTheDocument();
    expect(test.queriesOf(PATHS.workerHome)).toEqual([{}]);
  });

  it('spec §2 workerhome the latest applications open their detail; 申请入驻 leads to domain/apply; announcements open their public page', async () => {
    signIn(CORPORATION);
    test.server.use(test.get(PATHS.workerHome, () => ok(workerHome())));
    renderAt('/workspace/workerhome');
    const latest = within(await screen.findByRole('list', { name: '最近申请' }));
    const rows = latest.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: '交通运输' })).toHaveAttribute('href', '/workspace/domain/detail?id=app_0001');
    expect(rows[0]).toHaveTextContent('已驳回');
    expect(rows[0]).toHaveTextContent('2026-11-05 16:15');
    expect(within(rows[1]!).getByRole('link', { name: '医疗健康' })).toHaveAttribute('href', '/workspace/domain/detail?id=app_0002');

    const domains = within(screen.getByRole('region', { name: '开放申请的数据领域' }));
    expect(domains.getByText('6 个')).toBeInTheDocument();
    expect(domains.getByText('4 个')).toBeInTheDocument();
    const apply = domains.getByRole('link', { name: '申请入驻' });
    expect(apply).toHaveAttribute('href', '/workspace/domain/apply');
    expect(apply).toHaveClass('ant-btn-primary');

    const notices = within(screen.getByRole('list', { name: '最新公告' }));
    expect(notices.getByRole('link', { name: '关于开展2026年度公共数据授权运营入驻申请的公告' })).toHaveAttribute('href', '/dynamics/detail/news_0101');
    expect(notices.getAllByRole('listitem')[0]).toHaveTextContent('2026-11-01');
  });

  it('spec §2 workerhome 申请入驻 navigates inside the app', async () => {
    signIn(CORPORATION);
    test.server.use(test.get(PATHS.workerHome, () => ok(workerHome())));
    const user = userEvent.setup();
    const { location } = renderAt('/workspace/workerhome');
    await user.click(await screen.findByRole('link', { name: '申请入驻' }));
    expect(location()).toBe('/workspace/domain/apply');
  });

  it('spec §2 workerhome a corporation with nothing yet sees the empty states in Chinese', async () => {
    signIn(CORPORATION);
    test.server.use(test.get(PATHS.workerHome, () => ok(emptyWorkerHome())));
    renderAt('/workspace/workerhome');
    expect(await screen.findByText('暂无入驻申请')).toBeInTheDocument();
    expect(screen.getByText('当前没有开放申请的数据领域')).toBeInTheDocument();
    expect(screen.getByText('暂无公告')).toBeInTheDocument();
    expect(screen.getByText('共 0 条')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '最近申请' })).toBeNull();
    expect(screen.queryByRole('list', { name: '最新公告' })).toBeNull();
  });

  it('spec §2 workerhome says when every open domain already has an application', async () => {
    signIn(CORPORATION);
    test.server.use(test.get(PATHS.workerHome, () => ok(workerHome({ openDomains: { total: 2, toApply: 0 } }))));
    renderAt('/workspace/workerhome');
    expect(await screen.findByText('您已在全部开放领域提交申请')).toBeInTheDocument();
  });

  it('spec §2 workerhome failing to load shows the failure with the reason and 重新加载', async () => {
    signIn(CORPORATION);
    let calls = 0;
    test.server.use(
      test.get(PATHS.workerHome, () => {
        calls += 1;
        return calls === 1 ? failure(5000, '服务繁忙，请稍后再试') : ok(workerHome());
      }),
    );
    const user = userEvent.setup();
    renderAt('/workspace/workerhome');
    expect(screen.getByRole('status', { name: '正在加载企业工作台' })).toBeInTheDocument();
    expect(await screen.findByText('企业工作台加载失败')).toBeInTheDocument();
    expect(screen.getByText('服务繁忙，请稍后再试')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await screen.findByRole('list', { name: '申请状态统计' })).toBeInTheDocument();
  });
});
