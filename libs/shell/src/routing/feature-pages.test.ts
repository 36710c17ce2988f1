import { describe, expect, it } from 'vitest';
import { ChoosePage, LoginPage } from '@portal/feature-login/pages';
import PlaceholderRoute from '../pages/placeholder-route';
import { loadFeaturePage } from './feature-pages';
import { PUBLIC_PAGES, WORKSPACE_PAGES, type PageSpec } from './route-table';

describe('which feature renders each page', () => {
  it('loads the login feature for /login and /login/choose', async () => {
    expect((await loadFeaturePage({ feature: 'login', path: 'login', label: '登录' })).default).toBe(LoginPage);
    expect((await loadFeaturePage({ feature: 'login', path: 'login/choose', label: '选择用户类型' })).default).toBe(ChoosePage);
  });

  it('loads the data-resource feature for the list and its detail', async () => {
    const pages = await import('@portal/feature-data-resource/pages');
    expect((await loadFeaturePage({ feature: 'dataResource', path: 'dataResource', label: '数据资源' })).default).toBe(pages.ResourceListPage);
    expect((await loadFeaturePage({ feature: 'dataResource', path: 'detail/:id', label: '资源详情' })).default).toBe(pages.ResourceDetailPage);
  });

  it('issue 5 loads the data-product feature for the list and its detail', async () => {
    const pages = await import('@portal/feature-data-product/pages');
    expect((await loadFeaturePage({ feature: 'dataProduct', path: 'dataProduct', label: '数据产品' })).default).toBe(pages.ProductListPage);
    expect((await loadFeaturePage({ feature: 'dataProduct', path: 'detail/:id', label: '产品详情' })).default).toBe(pages.ProductDetailPage);
  });

  it('issue 5 loads the home feature for /home', async () => {
    const pages = await import('@portal/feature-home/pages');
    expect((await loadFeaturePage({ feature: 'home', path: 'home', label: '首页' })).default).toBe(pages.HomePage);
  });

  it('issue 5 loads the news feature for /dynamics and its announcement detail', async () => {
    const pages = await import('@portal/feature-news/pages');
    expect((await loadFeaturePage({ feature: 'dynamics', path: 'dynamics', label: '运营动态' })).default).toBe(pages.NewsListPage);
    expect((await loadFeaturePage({ feature: 'dynamics', path: 'detail/:id', label: '公告详情' })).default).toBe(pages.NewsDetailPage);
  });

  it('issue 5 loads the policy feature for /policy (its detail opens at /policy?id=)', async () => {
    const pages = await import('@portal/feature-policy/pages');
    expect((await loadFeaturePage({ feature: 'policy', path: 'policy', label: '政策资讯' })).default).toBe(pages.PolicyListPage);
  });

  it('issue 5 loads the calls feature for /applylist (a call opens at /applylist?id=)', async () => {
    const pages = await import('@portal/feature-calls/pages');
    expect((await loadFeaturePage({ feature: 'applylist', path: 'applylist', label: '需求征集' })).default).toBe(pages.CallListPage);
  });

  it('issue 5 loads the static pages for /about and /richTextCenter', async () => {
    const pages = await import('@portal/feature-pages/pages');
    expect((await loadFeaturePage({ feature: 'about', path: 'about', label: '关于平台' })).default).toBe(pages.AboutPage);
    expect((await loadFeaturePage({ feature: 'richTextCenter', path: 'richTextCenter', label: '隐私政策声明' })).default).toBe(pages.PrivacyPage);
  });

  it('issue 6 loads the onboarding feature for the workspace domain pages', async () => {
    const pages = await import('@portal/feature-onboarding/pages');
    expect((await loadFeaturePage({ path: 'domain/apply', label: '领域入驻申请' })).default).toBe(pages.ApplyPage);
    expect((await loadFeaturePage({ path: 'domain/detail', label: '申请详情' })).default).toBe(pages.ApplicationDetailPage);
    expect((await loadFeaturePage({ path: 'domain/firstReview', label: '入驻初审' })).default).toBe(pages.FirstReviewPage);
    expect((await loadFeaturePage({ path: 'domain/finalReview', label: '入驻终审' })).default).toBe(pages.FinalReviewPage);
    expect((await loadFeaturePage({ path: 'domain/reject-result', label: '入驻审批结果' })).default).toBe(pages.ReviewResultPage);
  });

  it('issue 6 loads the workspace feature for the homes and user/detail, the announcements feature for annouce/:action', async () => {
    const workspace = await import('@portal/feature-workspace/pages');
    const announcements = await import('@portal/feature-announcements/pages');
    expect((await loadFeaturePage({ path: 'home', label: '工作台首页' })).default).toBe(workspace.WorkspaceHomePage);
    expect((await loadFeaturePage({ path: 'workerhome', label: '企业工作台' })).default).toBe(workspace.WorkerHomePage);
    expect((await loadFeaturePage({ path: 'user/detail', label: '用户详情' })).default).toBe(workspace.UserDetailPage);
    expect((await loadFeaturePage({ path: 'annouce/:action', label: '公告管理' })).default).toBe(announcements.AnnouncementPage);
  });

  it('issue 21 §10c loads the calls feature\'s 我的反馈 for call/responses, from its own entry (not with the /applylist page)', async () => {
    const page = await import('@portal/feature-calls/pages/my-responses');
    expect((await loadFeaturePage({ path: 'call/responses', label: '我的反馈' })).default).toBe(page.MyResponsesPage);
  });

  it('has a built page for every route of spec §2 (none is left on the placeholder)', async () => {
    const flatten = (pages: readonly PageSpec[]): PageSpec[] => pages.flatMap((page) => [page, ...flatten(page.children ?? [])]);
    for (const page of flatten([...PUBLIC_PAGES, ...WORKSPACE_PAGES])) {
      expect((await loadFeaturePage(page)).default, `${page.feature ?? 'workspace'}:${page.path}`).not.toBe(PlaceholderRoute);
    }
  });

  it('keys pages by feature and path, so equal paths under other features stay distinct', async () => {
    expect((await loadFeaturePage({ feature: 'policy', path: 'login', label: 'x' })).default).toBe(PlaceholderRoute);
    expect((await loadFeaturePage({ feature: 'search', path: 'detail/:id', label: 'x' })).default).toBe(PlaceholderRoute);
  });
});
