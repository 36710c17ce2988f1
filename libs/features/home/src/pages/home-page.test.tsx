import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@portal/api-client';
import { failure, ok, setupApiMock } from '@portal/api-client/testing';
import { renderRoutes } from '@portal/ui-kit/testing';
import { WALL } from '../testing/fixtures';
import { HomePage } from './home-page';

const test = setupApiMock();
const WALL_PATH = '/web/content-config/wall/';
const renderHome = () => renderRoutes([{ path: '/home', Component: HomePage }], '/home', createQueryClient());

describe('HomePage (issue 5 /home, spec §7 content wall)', () => {
  it('issue 5 /home shows a skeleton, then every block of the wall in order', async () => {
    test.server.use(test.get(WALL_PATH, async () => (await delay(30), ok(WALL))));
    renderHome();
    expect(screen.getByRole('status', { name: '正在加载首页内容' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '平台数据统计' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      '江苏省公共数据授权运营平台正式上线',
      '平台数据统计',
      '推荐数据资源',
      '推荐数据产品',
      '运营动态',
      '政策资讯',
      '快捷入口',
      '平台公告',
    ]);
  });

  it('spec §5 statistics show comma thousands separators', async () => {
    test.server.use(test.get(WALL_PATH, () => ok(WALL)));
    renderHome();
    const stats = await screen.findByRole('region', { name: '平台数据统计' });
    expect(within(stats).getByText('12,345')).toBeInTheDocument();
    expect(within(stats).getByText('9,876,543,210')).toBeInTheDocument();
    expect(within(stats).getByText('1,002')).toBeInTheDocument();
    expect(within(stats).getByText('数据资源')).toBeInTheDocument();
  });

  it('issue 5 /home featured cards and latest lists link to their href, with dates', async () => {
    test.server.use(test.get(WALL_PATH, () => ok(WALL)));
    renderHome();
    const resources = await screen.findByRole('region', { name: '推荐数据资源' });
    expect(within(resources).getByRole('link', { name: '南京市公共交通线路信息' })).toHaveAttribute('href', '/dataResource/detail/res_0001');
    expect(within(resources).getByText('2026-10-09')).toBeInTheDocument();
    const products = screen.getByRole('region', { name: '推荐数据产品' });
    expect(within(products).getByRole('link', { name: '江苏省企业信用评价服务' })).toHaveAttribute('href', '/dataProduct/detail/prd_0001');
    const news = screen.getByRole('region', { name: '运营动态' });
    expect(within(news).getByRole('link', { name: '省数据局召开公共数据授权运营工作推进会' })).toHaveAttribute('href', '/dynamics/detail/news_0001');
    expect(within(news).getByText('2026-10-07')).toBeInTheDocument();
    const policies = screen.getByRole('region', { name: '政策资讯' });
    expect(within(policies).getByText('2026-07-01')).toBeInTheDocument();
  });

  it('issue 5 /home quick links: portal paths stay in the app, https opens a new tab without opener', async () => {
    test.server.use(test.get(WALL_PATH, () => ok(WALL)));
    renderHome();
    const links = await screen.findByRole('region', { name: '快捷入口' });
    expect(within(links).getByRole('link', { name: '数据资源目录' })).toHaveAttribute('href', '/dataResource');
    const external = within(links).getByRole('link', { name: /江苏政务服务网/ });
    expect(external).toHaveAttribute('href', 'https://www.jszwfw.gov.cn');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAccessibleName(/^江苏政务服务网\s*（在新窗口打开）$/);
  });

  // DOMPurify misbehaves under happy-dom (it keeps handlers it strips in a browser), so the
  // hostile-payload check runs in Chromium: the 富文本 story of feature-home/ContentWall.
  it('issue 5 rich text on the wall renders through RichText (DOMPurify)', async () => {
    test.server.use(test.get(WALL_PATH, () => ok(WALL)));
    renderHome();
    const notice = await screen.findByRole('region', { name: '平台公告' });
    expect(notice.querySelector('.portal-rich-text')).not.toBeNull();
    expect(within(notice).getByText('每周日 0:00–2:00')).toBeInTheDocument();
  });

  it('issue 5 /home the banner moves with buttons, dots and arrow keys', async () => {
    test.server.use(test.get(WALL_PATH, () => ok(WALL)));
    const user = userEvent.setup();
    renderHome();
    const banner = await screen.findByRole('region', { name: '平台要闻' });
    const visibleTitle = () => within(banner).getByRole('heading', { level: 2 }).textContent;
    expect(visibleTitle()).toBe('江苏省公共数据授权运营平台正式上线');
    await user.click(within(banner).getByRole('button', { name: '下一张' }));
    expect(visibleTitle()).toBe('2026年公共数据开发利用大赛报名启动');
    expect(within(banner).getByRole('button', { name: '第 2 张，共 3 张' })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{ArrowRight}');
    expect(visibleTitle()).toBe('数据产品目录持续更新');
    await user.keyboard('{ArrowRight}');
    expect(visibleTitle()).toBe('江苏省公共数据授权运营平台正式上线');
    await user.keyboard('{ArrowLeft}');
    expect(visibleTitle()).toBe('数据产品目录持续更新');
    await user.click(within(banner).getByRole('button', { name: '第 1 张，共 3 张' }));
    expect(visibleTitle()).toBe('江苏省公共数据授权运营平台正式上线');
    expect(within(banner).getByRole('link', { name: /了解详情/ })).toHaveAttribute('href', '/about');
  });

  it('issue 5 /home an empty wall says so', async () => {
    test.server.use(test.get(WALL_PATH, () => ok({ updatedAt: WALL.updatedAt, blocks: [] })));
    renderHome();
    expect(await screen.findByText('首页内容正在配置中，敬请期待')).toBeInTheDocument();
  });

  it('issue 5 /home a failed wall shows an error with a retry that asks again', async () => {
    let calls = 0;
    test.server.use(test.get(WALL_PATH, () => (calls++ === 0 ? failure(5000, '服务繁忙') : ok(WALL))));
    const user = userEvent.setup();
    renderHome();
    expect(await screen.findByText('首页内容加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重新加载/ }));
    await waitFor(() => expect(screen.getByRole('region', { name: '平台数据统计' })).toBeInTheDocument());
    expect(test.queriesOf(WALL_PATH)).toHaveLength(2);
  });
});
