import { paths, type PageEntry } from './paths';

const pick = ({ path, label }: PageEntry) => ({ path, label });

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

/** Each feature's top-level page, from the paths registry (one name and one URL per page). */
export const FEATURE_INFO: Readonly<Record<Feature, FeatureInfo>> = {
  home: { ...pick(paths.home), inMenu: true },
  dataResource: { ...pick(paths.dataResource), inMenu: true },
  dataProduct: { ...pick(paths.dataProduct), inMenu: true },
  dynamics: { ...pick(paths.dynamics), inMenu: true },
  policy: { ...pick(paths.policy), inMenu: true },
  applylist: { ...pick(paths.applylist), inMenu: true },
  about: { ...pick(paths.about), inMenu: true },
  search: { ...pick(paths.search), inMenu: false },
  richTextCenter: { ...pick(paths.richTextCenter), inMenu: false },
  login: { ...pick(paths.login), inMenu: false },
  workspace: { ...pick(paths.workspace), inMenu: false },
};

/** Features in the order of the navigation menu. */
export const MENU_FEATURES: readonly Feature[] = FEATURES.filter((feature) => FEATURE_INFO[feature].inMenu);
