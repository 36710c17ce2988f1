import type { UserType } from '@portal/api-contract';
import type { Feature } from '@portal/site-config';

/**
 * Every route of spec §2 with its label (document title). Paths are relative to
 * their parent, as in React Router route objects.
 */
export interface PageSpec {
  path: string;
  label: string;
  /** Feature that must be enabled on the site; pages without one are always there. */
  feature?: Feature;
  children?: PageSpec[];
  /** Not in any menu (spec §2 "hidden from menu"). */
  hidden?: boolean;
  /**
   * Workspace pages: the user types that may open the page (all when absent). Others get
   * the 403 page and do not see it in the menu; the server enforces the same on every call.
   */
  roles?: readonly UserType[];
  /** Workspace menu: where the entry leads when the path has a parameter (`annouce/list`). */
  navPath?: string;
  /** Workspace menu: the user types that see the entry, when narrower than `roles`. */
  navRoles?: readonly UserType[];
  /** Workspace pages: a right (AuthState.rights) the user needs as well, as the server checks it. */
  right?: string;
}

export const PUBLIC_PAGES: PageSpec[] = [
  { path: 'home', label: '首页', feature: 'home' },
  {
    path: 'dataResource',
    label: '数据资源',
    feature: 'dataResource',
    children: [{ path: 'detail/:id', label: '资源详情', feature: 'dataResource', hidden: true }],
  },
  {
    path: 'dataProduct',
    label: '数据产品',
    feature: 'dataProduct',
    children: [{ path: 'detail/:id', label: '产品详情', feature: 'dataProduct', hidden: true }],
  },
  {
    path: 'dynamics',
    label: '运营动态',
    feature: 'dynamics',
    children: [{ path: 'detail/:id', label: '公告详情', feature: 'dynamics', hidden: true }],
  },
  { path: 'policy', label: '政策资讯', feature: 'policy' },
  { path: 'about', label: '关于平台', feature: 'about' },
  { path: 'search', label: '搜索结果', feature: 'search' },
  { path: 'applylist', label: '需求征集', feature: 'applylist' },
  { path: 'richTextCenter', label: '隐私政策声明', feature: 'richTextCenter', hidden: true },
  // Issue 21 §14: the site map every government site carries (linked from the footer).
  { path: 'siteMap', label: '网站地图', feature: 'home', hidden: true },
  { path: 'login', label: '登录', feature: 'login' },
  { path: 'login/choose', label: '选择用户类型', feature: 'login' },
];

const STAFF: readonly UserType[] = ['admin', 'user'];

export const WORKSPACE_PAGES: PageSpec[] = [
  { path: 'home', label: '工作台首页', roles: STAFF },
  { path: 'workerhome', label: '企业工作台', roles: ['second'] },
  // The action (values not shown in the spec): list, add, edit (?id=).
  { path: 'annouce/:action', label: '公告管理', roles: ['admin'], right: 'announce:edit', navPath: 'annouce/list' },
  // Corporations see their own; staff open a corporation's from an application (?userId=).
  { path: 'user/detail', label: '用户详情', navRoles: ['second'] },
  { path: 'domain/apply', label: '领域入驻申请', roles: ['second'] },
  // Issue 21 §10c: a corporation's own responses to calls for collection (docs/decisions/0017).
  { path: 'call/responses', label: '我的反馈', roles: ['second'] },
  { path: 'domain/detail', label: '申请详情', hidden: true },
  { path: 'domain/firstReview', label: '入驻初审', roles: ['user'] },
  { path: 'domain/finalReview', label: '入驻终审', roles: ['admin'] },
  { path: 'domain/reject-result', label: '入驻审批结果', hidden: true },
];

/** The workspace's first page for a user type (`/workspace` redirects there). */
export const workspaceHomePath = (userType: UserType | undefined) => (userType === 'second' ? 'workerhome' : 'home');

/** The workspace menu of a user type. */
export function workspaceMenu(userType: UserType | undefined, rights: readonly string[] = []): PageSpec[] {
  return WORKSPACE_PAGES.filter(
    (page) =>
      !page.hidden &&
      userType !== undefined &&
      (page.navRoles ?? page.roles ?? [userType]).includes(userType) &&
      (page.right === undefined || rights.includes(page.right)),
  );
}

export const STATUS_LABELS = {
  forbidden: '无权访问',
  notFound: '页面不存在',
  workspace: '工作台',
} as const;
