export { paths, withQuery, relativePath, type PageEntry } from './paths';
export { FEATURES, FEATURE_INFO, MENU_FEATURES, type Feature, type FeatureInfo } from './features';
export { SITE_DIRECTORY, CITY_DIRECTORY, PROVINCE, findSiteIdentity, type SiteIdentity } from './directory';
export { siteIdentitySchema } from './directory-schema';
export { siteSchema, brandSchema, footerSchema, contactSchema, type SiteConfig, type SiteFooter, type SiteContact, type Brand } from './schema';
export { SURFACE_COLORS } from './surface-colors';
export { defineSite, defaultOrganizer, isFeatureEnabled, type SiteOptions } from './define-site';
export { contrastRatio } from './contrast';
export { siteFixture } from './fixtures';
