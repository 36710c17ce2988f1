import './build-flags';
import { directorySchema, type SiteIdentity } from './directory-schema';
import directory from './directory.json' with { type: 'json' };

/**
 * The directory of sites (spec §2: the province and its cities): who exists,
 * under which code, names and subdomain. Every part of the system agrees on it:
 * the province's /nj … /sq routes, the server's host routing and the app
 * generator (which reads the JSON file directly). Each site's brand and enabled
 * features live in its own record under `sites/<code>/site.ts`, so changing one
 * site's config affects only that site's app.
 *
 * Adding a city: `npm run add-site -- --code=<code> --regionZh=<名称> --nameEn=<Name>` (README).
 */

export type { SiteIdentity };

// Checked against its schema where the schema ships (tests, tools, the server); a browser bundle takes the
// directory as its build checked it (build-flags.ts), so the schemas stay out of it.
export const SITE_DIRECTORY: readonly SiteIdentity[] =
  typeof __PORTAL_SITE_RECORDS_CHECKED__ !== 'undefined' && __PORTAL_SITE_RECORDS_CHECKED__ ? (directory as SiteIdentity[]) : directorySchema.parse(directory);

export const PROVINCE: SiteIdentity = SITE_DIRECTORY.find((site) => site.kind === 'province')!;

export const CITY_DIRECTORY: readonly SiteIdentity[] = SITE_DIRECTORY.filter((site) => site.kind === 'city');

export function findSiteIdentity(code: string): SiteIdentity | undefined {
  return SITE_DIRECTORY.find((site) => site.code === code);
}
