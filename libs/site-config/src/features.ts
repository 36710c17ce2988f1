/**
 * The features a site can enable. Each maps to a top-level route of spec §2.
 * A site that does not enable a feature shows the service-unavailable page there.
 */
export const FEATURES = [
  'home',
  'dataResource',
  'dataProduct',
  'dynamics',
  'policy',
  'applylist',
  'about',
  'search',
  'richTextCenter',
  'login',
  'workspace',
] as const;

export type Feature = (typeof FEATURES)[number];

export interface FeatureInfo {
  /** Route label (spec §2), also the document title and the nav menu text. */
  label: string;
  /** Top-level path of the feature. */
  path: `/${string}`;
  /** Shown in the header navigation menu when enabled. */
  inMenu: boolean;
}

export const FEATURE_INFO: Readonly<Record<Feature, FeatureInfo>> = {
  home: { label: '首页', path: '/home', inMenu: true },
  dataResource: { label: '数据资源', path: '/dataResource', inMenu: true },
  dataProduct: { label: '数据产品', path: '/dataProduct', inMenu: true },
  dynamics: { label: '运营动态', path: '/dynamics', inMenu: true },
  policy: { label: '政策资讯', path: '/policy', inMenu: true },
  applylist: { label: '需求征集', path: '/applylist', inMenu: true },
  about: { label: '关于平台', path: '/about', inMenu: true },
  search: { label: '搜索结果', path: '/search', inMenu: false },
  richTextCenter: { label: '隐私政策声明', path: '/richTextCenter', inMenu: false },
  login: { label: '登录', path: '/login', inMenu: false },
  workspace: { label: '工作台', path: '/workspace', inMenu: false },
};

/** Features in the order of the navigation menu. */
export const MENU_FEATURES: readonly Feature[] = FEATURES.filter((feature) => FEATURE_INFO[feature].inMenu);
