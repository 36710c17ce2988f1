import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@portal/api-client';
import { failure, ok, setupApiMock } from '@portal/api-client/testing';
import { renderRoutes } from '@portal/ui-kit/testing';
import { ABOUT, PRIVACY } from '../testing/fixtures';
import { AboutPage } from './about-page';
import { PrivacyPage } from './privacy-page';

const test = setupApiMock();
const PAGE = '/web/page';

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/about', Component: AboutPage },
      { path: '/richTextCenter', Component: PrivacyPage },
    ],
    path,
    createQueryClient(),
  );

describe('static pages (issue 5, spec §2 /about and /richTextCenter)', () => {
  it('issue 5 §2 /about shows a skeleton, then the title, the updated date and the body through RichText', async () => {
    test.server.use(test.get(PAGE, () => ok(ABOUT)));
    renderAt('/about');
    expect(screen.getByRole('status', { name: '正在加载关于平台' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '关于江苏省公共数据授权运营平台' })).toBeInTheDocument();
    expect(test.queriesOf(PAGE)).toEqual([{ slug: 'about' }]);
    expect(screen.getByText('更新日期：2026-10-01')).toBeInTheDocument();
    // DOMPurify misbehaves under happy-dom; the hostile-payload check runs in Chromium (the 关于平台 story).
    expect(screen.getByText('授权运营').closest('.portal-rich-text')).not.toBeNull();
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
  });

  it('issue 5 §2 /richTextCenter shows the privacy statement', async () => {
    test.server.use(test.get(PAGE, () => ok(PRIVACY)));
    renderAt('/richTextCenter');
    expect(await screen.findByRole('heading', { level: 1, name: '隐私政策声明' })).toBeInTheDocument();
    expect(test.queriesOf(PAGE)).toEqual([{ slug: 'privacy' }]);
    expect(screen.getByText(/我们如何收集和使用您的信息/).closest('.portal-rich-text')).not.toBeNull();
  });

  it('issue 5 §8 a failure shows a retry that asks again', async () => {
    let calls = 0;
    test.server.use(test.get(PAGE, () => (calls++ === 0 ? failure(5000, '服务繁忙') : ok(ABOUT))));
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    renderRoutes([{ path: '/about', Component: AboutPage }], '/about', client);
    const user = userEvent.setup();
    expect(await screen.findByText('关于平台加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重新加载/ }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: '关于江苏省公共数据授权运营平台' })).toBeInTheDocument());
  });
});
