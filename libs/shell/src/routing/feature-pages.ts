import type { PageModule } from './routes';
import type { PageSpec } from './route-table';

type Loader = () => Promise<PageModule>;

/**
 * Which feature module renders each page, keyed `<feature>:<path>` as in the route
 * table (`detail/:id` exists under several features). Pages of features not built
 * yet load the honest placeholder page.
 * Each import() is its own chunk, loaded when the route is first visited.
 */
const FEATURE_PAGES: Record<string, Loader> = {
  'login:login': () => import('@portal/feature-login/pages').then((pages) => ({ default: pages.LoginPage })),
  'login:login/choose': () => import('@portal/feature-login/pages').then((pages) => ({ default: pages.ChoosePage })),
  'dataResource:dataResource': () =>
    import('@portal/feature-data-resource/pages').then((pages) => ({ default: pages.ResourceListPage })),
  'dataResource:detail/:id': () =>
    import('@portal/feature-data-resource/pages').then((pages) => ({ default: pages.ResourceDetailPage })),
  'dataProduct:dataProduct': () =>
    import('@portal/feature-data-product/pages').then((pages) => ({ default: pages.ProductListPage })),
  'dataProduct:detail/:id': () =>
    import('@portal/feature-data-product/pages').then((pages) => ({ default: pages.ProductDetailPage })),
  // Its own entry, so /home loads only the wall (no catalogue code).
  'home:home': () => import('@portal/feature-home/pages').then((pages) => ({ default: pages.HomePage })),
  // Issue 5: list and detail (and /about and /richTextCenter) are entries of their own, one chunk per page.
  'dynamics:dynamics': () => import('@portal/feature-news/pages/news-list').then((page) => ({ default: page.NewsListPage })),
  'dynamics:detail/:id': () => import('@portal/feature-news/pages/news-detail').then((page) => ({ default: page.NewsDetailPage })),
  // A policy opens at /policy?id=<id> (no detail route), so the one page holds list and detail.
  'policy:policy': () => import('@portal/feature-policy/pages').then((pages) => ({ default: pages.PolicyListPage })),
  'applylist:applylist': () => import('@portal/feature-calls/pages').then((pages) => ({ default: pages.CallListPage })),
  'about:about': () => import('@portal/feature-pages/pages/about').then((page) => ({ default: page.AboutPage })),
  'richTextCenter:richTextCenter': () => import('@portal/feature-pages/pages/privacy').then((page) => ({ default: page.PrivacyPage })),
  'home:siteMap': () => import('../pages/site-map-page'),
  'search:search': () => import('@portal/feature-search/pages').then((pages) => ({ default: pages.SearchPage })),
  // Issue 6: workspace pages have no site feature of their own (the workspace is one), hence the empty prefix.
  ':domain/apply': () => import('@portal/feature-onboarding/pages').then((pages) => ({ default: pages.ApplyPage })),
  ':domain/detail': () => import('@portal/feature-onboarding/pages').then((pages) => ({ default: pages.ApplicationDetailPage })),
  ':domain/firstReview': () => import('@portal/feature-onboarding/pages').then((pages) => ({ default: pages.FirstReviewPage })),
  ':domain/finalReview': () => import('@portal/feature-onboarding/pages').then((pages) => ({ default: pages.FinalReviewPage })),
  ':domain/reject-result': () => import('@portal/feature-onboarding/pages').then((pages) => ({ default: pages.ReviewResultPage })),
  ':home': () => import('@portal/feature-workspace/pages').then((pages) => ({ default: pages.WorkspaceHomePage })),
  ':workerhome': () => import('@portal/feature-workspace/pages').then((pages) => ({ default: pages.WorkerHomePage })),
  ':user/detail': () => import('@portal/feature-workspace/pages').then((pages) => ({ default: pages.UserDetailPage })),
  ':annouce/:action': () => import('@portal/feature-announcements/pages').then((pages) => ({ default: pages.AnnouncementPage })),
  ':call/responses': () => import('@portal/feature-calls/pages/my-responses').then((page) => ({ default: page.MyResponsesPage })),
};

const loadPlaceholder: Loader = () => import('../pages/placeholder-route');

export function loadFeaturePage(page: PageSpec): Promise<PageModule> {
  return (FEATURE_PAGES[`${page.feature ?? ''}:${page.path}`] ?? loadPlaceholder)();
}
