/**
 * The paths registry: every page of spec §2 with its label (menu text, document title) and
 * the builders of its links. Features declare their routes with these paths and link to each
 * other's pages through them (a feature never imports another feature), so a page's URL is
 * written once. Patterns use React Router's syntax (`:id`).
 */

type Query = Record<string, string | number | undefined>;

/** `path?query`, without the `?` when no value is set. */
export function withQuery(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const detailOf = (base: string) => (id: string) => `${base}/detail/${encodeURIComponent(id)}`;

export interface PageEntry {
  /** The absolute route pattern. */
  path: `/${string}`;
  /** Spec §2 route label: the document title's first part and the menu text. */
  label: string;
}

const page = <E extends PageEntry>(entry: E) => entry;

const WORKSPACE = '/workspace';

export const paths = {
  home: page({ path: '/home', label: '首页', href: () => '/home' }),
  dataResource: page({
    path: '/dataResource',
    label: '数据资源',
    href: (query?: Query) => withQuery('/dataResource', query),
    detail: page({ path: '/dataResource/detail/:id', label: '资源详情', href: detailOf('/dataResource') }),
  }),
  dataProduct: page({
    path: '/dataProduct',
    label: '数据产品',
    href: (query?: Query) => withQuery('/dataProduct', query),
    detail: page({ path: '/dataProduct/detail/:id', label: '产品详情', href: detailOf('/dataProduct') }),
  }),
  dynamics: page({
    path: '/dynamics',
    label: '运营动态',
    href: (query?: Query) => withQuery('/dynamics', query),
    detail: page({ path: '/dynamics/detail/:id', label: '公告详情', href: detailOf('/dynamics') }),
  }),
  // A policy and a call open over their list (`?id=`, issue 5): no detail route of their own.
  policy: page({ path: '/policy', label: '政策资讯', href: (query?: Query) => withQuery('/policy', query) }),
  applylist: page({ path: '/applylist', label: '需求征集', href: (query?: Query) => withQuery('/applylist', query) }),
  about: page({ path: '/about', label: '关于平台', href: () => '/about' }),
  search: page({ path: '/search', label: '搜索结果', href: (query?: Query) => withQuery('/search', query) }),
  richTextCenter: page({ path: '/richTextCenter', label: '隐私政策声明', href: () => '/richTextCenter' }),
  // Issue 21 §14: the site map every government site carries (linked from the footer).
  siteMap: page({ path: '/siteMap', label: '网站地图', href: () => '/siteMap' }),
  // Issue 19: the accessibility statement (linked from the footer).
  accessibility: page({ path: '/accessibility', label: '无障碍声明', href: () => '/accessibility' }),
  login: page({
    path: '/login',
    label: '登录',
    href: (query?: Query) => withQuery('/login', query),
    choose: page({ path: '/login/choose', label: '选择用户类型', href: () => '/login/choose' }),
  }),
  forbidden: page({ path: '/403', label: '无权访问', href: () => '/403' }),
  notFound: page({ path: '/404', label: '页面不存在', href: () => '/404' }),
  workspace: page({
    path: WORKSPACE,
    label: '工作台',
    href: () => WORKSPACE,
    home: page({ path: `${WORKSPACE}/home`, label: '工作台首页', href: () => `${WORKSPACE}/home` }),
    workerHome: page({ path: `${WORKSPACE}/workerhome`, label: '企业工作台', href: () => `${WORKSPACE}/workerhome` }),
    // The spec's spelling (`annouce`); the action is list, add or edit (`?id=`).
    announcements: page({
      path: `${WORKSPACE}/annouce/:action`,
      label: '公告管理',
      list: () => `${WORKSPACE}/annouce/list`,
      add: () => `${WORKSPACE}/annouce/add`,
      edit: (id: string) => withQuery(`${WORKSPACE}/annouce/edit`, { id }),
    }),
    // Corporations see their own; staff open a corporation's from an application (?userId=).
    userDetail: page({ path: `${WORKSPACE}/user/detail`, label: '用户详情', href: (userId?: string) => withQuery(`${WORKSPACE}/user/detail`, { userId }) }),
    apply: page({ path: `${WORKSPACE}/domain/apply`, label: '领域入驻申请', href: (id?: string) => withQuery(`${WORKSPACE}/domain/apply`, { id }) }),
    // Issue 21 §10c: a corporation's own responses to calls for collection (docs/decisions/0017).
    callResponses: page({ path: `${WORKSPACE}/call/responses`, label: '我的反馈', href: () => `${WORKSPACE}/call/responses` }),
    applicationDetail: page({ path: `${WORKSPACE}/domain/detail`, label: '申请详情', href: (id: string) => withQuery(`${WORKSPACE}/domain/detail`, { id }) }),
    firstReview: page({ path: `${WORKSPACE}/domain/firstReview`, label: '入驻初审', href: () => `${WORKSPACE}/domain/firstReview` }),
    finalReview: page({
      path: `${WORKSPACE}/domain/finalReview`,
      label: '入驻终审',
      href: (tab?: 'entry') => withQuery(`${WORKSPACE}/domain/finalReview`, { tab }),
    }),
    // Issue 22: applying to use conditional data, its review, and the authorizations it leads to.
    dataUseApply: page({
      path: `${WORKSPACE}/data-use/apply`,
      label: '数据使用申请',
      href: (query?: { resourceId?: string; id?: string }) => withQuery(`${WORKSPACE}/data-use/apply`, query),
    }),
    dataUseMine: page({
      path: `${WORKSPACE}/data-use/mine`,
      label: '我的数据申请',
      href: (tab?: 'authorizations') => withQuery(`${WORKSPACE}/data-use/mine`, { tab }),
    }),
    dataUseDetail: page({
      path: `${WORKSPACE}/data-use/detail`,
      label: '数据使用申请详情',
      href: (id: string) => withQuery(`${WORKSPACE}/data-use/detail`, { id }),
    }),
    dataUseFirstReview: page({ path: `${WORKSPACE}/data-use/firstReview`, label: '数据使用初审', href: () => `${WORKSPACE}/data-use/firstReview` }),
    dataUseFinalReview: page({ path: `${WORKSPACE}/data-use/finalReview`, label: '数据使用终审', href: () => `${WORKSPACE}/data-use/finalReview` }),
    authorizations: page({ path: `${WORKSPACE}/data-use/authorizations`, label: '授权管理', href: () => `${WORKSPACE}/data-use/authorizations` }),
    // Issue 22: the signed-in account's notifications and its SMS setting.
    notifications: page({ path: `${WORKSPACE}/notifications`, label: '消息通知', href: (query?: Query) => withQuery(`${WORKSPACE}/notifications`, query) }),
    // Issue 17: administration (accounts, roles, the audit log) and the first-sign-in password change.
    admins: page({
      path: `${WORKSPACE}/admin/:action`,
      label: '管理员账号',
      list: (query?: Query) => withQuery(`${WORKSPACE}/admin/list`, query),
      add: () => `${WORKSPACE}/admin/new`,
      edit: (id: string) => withQuery(`${WORKSPACE}/admin/edit`, { id }),
      detail: (id: string) => withQuery(`${WORKSPACE}/admin/detail`, { id }),
    }),
    // Issue 18: the search dictionary editor.
    dictionary: page({
      path: `${WORKSPACE}/search/dictionary`,
      label: '检索词典',
      href: (query?: Query) => withQuery(`${WORKSPACE}/search/dictionary`, query),
    }),
    // Issue 18: the home content wall editor (per site) and usage analytics.
    contentWall: page({
      path: `${WORKSPACE}/content/wall`,
      label: '内容墙',
      href: (query?: Query) => withQuery(`${WORKSPACE}/content/wall`, query),
    }),
    analytics: page({
      path: `${WORKSPACE}/analytics`,
      label: '运营分析',
      href: (query?: Query) => withQuery(`${WORKSPACE}/analytics`, query),
    }),
    users: page({ path: `${WORKSPACE}/users`, label: '用户管理', href: (query?: Query) => withQuery(`${WORKSPACE}/users`, query) }),
    roles: page({ path: `${WORKSPACE}/roles`, label: '角色与权限', href: () => `${WORKSPACE}/roles` }),
    audit: page({ path: `${WORKSPACE}/audit`, label: '审计日志', href: (query?: Query) => withQuery(`${WORKSPACE}/audit`, query) }),
    password: page({
      path: `${WORKSPACE}/password`,
      label: '修改初始密码',
      href: (preUrl?: string) => withQuery(`${WORKSPACE}/password`, { preUrl }),
    }),
    reviewResult: page({
      path: `${WORKSPACE}/domain/reject-result`,
      label: '入驻审批结果',
      href: (id: string) => withQuery(`${WORKSPACE}/domain/reject-result`, { id }),
    }),
  }),
} as const;

/** A route pattern relative to its parent (`/dataResource/detail/:id` under `/dataResource` → `detail/:id`). */
export function relativePath(entry: PageEntry, parent: PageEntry | { path: '/' } = { path: '/' }): string {
  const base = parent.path === '/' ? '/' : `${parent.path}/`;
  if (!entry.path.startsWith(base)) throw new Error(`${entry.path} is not under ${parent.path}`);
  return entry.path.slice(base.length);
}
