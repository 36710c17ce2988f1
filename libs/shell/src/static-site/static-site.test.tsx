import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { siteFixture } from '@portal/site-config';
import { mountStaticSite, staticPageOf } from './static-site';

describe('issue 13: a city site with every feature off is a static page', () => {
  it('spec §2: every route of the site is its service-unavailable page, labelled as the route', () => {
    expect(staticPageOf('/home')).toEqual({ kind: 'unavailable', label: '首页' });
    expect(staticPageOf('/dataResource')).toEqual({ kind: 'unavailable', label: '数据资源' });
    expect(staticPageOf('/dataResource/detail/res_0001')).toEqual({ kind: 'unavailable', label: '资源详情' });
    expect(staticPageOf('/login/choose')).toEqual({ kind: 'unavailable', label: '选择用户类型' });
    expect(staticPageOf('/workspace/domain/apply')).toEqual({ kind: 'unavailable', label: '工作台' });
  });

  it("spec §2: /nj … /sq show that city's own frame", () => {
    expect(staticPageOf('/sz')).toMatchObject({ kind: 'unavailable', label: '苏州市公共数据授权运营平台', city: { code: 'sz' } });
  });

  it('spec §2: /403, /404 and unknown paths', () => {
    expect(staticPageOf('/403')).toEqual({ kind: 'forbidden' });
    expect(staticPageOf('/404')).toEqual({ kind: 'notFound' });
    expect(staticPageOf('/no-such-page')).toEqual({ kind: 'notFound' });
    expect(staticPageOf('/dataResource/detail')).toEqual({ kind: 'notFound' });
  });
});

describe('issue 13: mounting the static page of a city', () => {
  const nj = { ...siteFixture('nj'), footer: { organizer: '南京市数据局', ageFriendly: true } };

  afterEach(() => {
    root?.unmount();
    document.body.innerHTML = '';
    document.documentElement.classList.remove('portal-large-text');
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  let root: ReturnType<typeof mountStaticSite> | undefined;
  const mountAt = (path: string) => {
    window.history.replaceState(null, '', path);
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = mountStaticSite(nj, container);
    });
    return container;
  };

  it('spec §2: / goes to /home, titled by the route label and the site, remembered as latestPath', () => {
    const page = mountAt('/');
    expect(window.location.pathname).toBe('/home');
    expect(document.title).toBe('首页 - 南京市公共数据授权运营平台');
    expect(localStorage.getItem('latestPath')).toBe('/home');
    expect(within(page).getByRole('banner')).toHaveTextContent('南京市公共数据授权运营平台');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('服务暂未开通');
    expect(within(page).getByText('南京市的此项服务暂未开通，敬请期待。')).toBeInTheDocument();
    expect(page.querySelector('[data-layout="city"]')).not.toBeNull();
  });

  it("spec §2: /sz shows Suzhou's frame, titled with its name, with its sponsor", () => {
    const page = mountAt('/sz');
    expect(document.title).toBe('苏州市公共数据授权运营平台');
    expect(within(page).getByText('苏州市的此项服务暂未开通，敬请期待。')).toBeInTheDocument();
    // The sponsor is the site record's own words, marked Chinese inside the labelled line (issue 19).
    expect(within(page).getByText('苏州市数据局')).toHaveAttribute('lang', 'zh-CN');
    expect(within(page).getByText('苏州市数据局').parentElement).toHaveTextContent('主办单位：苏州市数据局');
    // Issue 19 (Orca pass): each fact is an item of its own, read one by one.
    expect(within(page).getByText('苏州市数据局').closest('li')).toHaveTextContent(/^主办单位：苏州市数据局$/);
  });

  it('issue 21 §14: the age-friendly switch enlarges the page and is remembered', async () => {
    const page = mountAt('/home');
    // Issue 19: the header's switch and the footer's have one name, and are one setting.
    const [header, footer] = within(page).getAllByRole('button', { name: '长辈模式' });
    expect(footer?.closest('footer')).not.toBeNull();
    expect(footer).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(footer as HTMLElement);
    expect(footer).toHaveAttribute('aria-pressed', 'true');
    expect(header).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveClass('portal-large-text');
    expect(localStorage.getItem('readingMode')).toBe('large');
  });
});
