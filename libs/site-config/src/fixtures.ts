import { defineSite } from './define-site';
import { FEATURES, type Feature } from './features';
import type { SiteConfig } from './schema';

/**
 * A site record for tests and stories of shared libs. Shared libs must not import
 * the real records (`@portal/site-<code>`): that would make every app depend on
 * every site's config, and changing one city would mark all apps affected.
 */
export function siteFixture(code: string, features: readonly Feature[] | 'all' = code === 'portal' ? 'all' : []): SiteConfig {
  return defineSite(code, {
    brand: { colorPrimary: code === 'portal' ? '#046af3' : '#6b2fa0' },
    features: features === 'all' ? FEATURES : features,
  });
}
