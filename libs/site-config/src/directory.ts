import { z } from 'zod';
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
export const siteIdentitySchema = z.strictObject({
  code: z.string().regex(/^[a-z][a-z0-9]{1,15}$/),
  kind: z.enum(['province', 'city']),
  /** Full Chinese name of the site. */
  nameZh: z.string().min(2).max(40),
  nameEn: z.string().min(2).max(80),
  /** Short region name used in menus and the province's city list. */
  regionZh: z.string().min(1).max(10),
  /** Host label in front of the base domain; empty for the provincial site (apex host). */
  subdomain: z.union([z.literal(''), z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/)]),
});

export type SiteIdentity = z.infer<typeof siteIdentitySchema>;

export const SITE_DIRECTORY: readonly SiteIdentity[] = z
  .array(siteIdentitySchema)
  .refine((list) => list.filter((site) => site.kind === 'province').length === 1, {
    message: 'exactly one provincial site',
  })
  .refine((list) => new Set(list.map((site) => site.code)).size === list.length, { message: 'codes must be unique' })
  .refine((list) => new Set(list.map((site) => site.subdomain)).size === list.length, {
    message: 'subdomains must be unique',
  })
  .parse(directory);

export const PROVINCE: SiteIdentity = SITE_DIRECTORY.find((site) => site.kind === 'province')!;

export const CITY_DIRECTORY: readonly SiteIdentity[] = SITE_DIRECTORY.filter((site) => site.kind === 'city');

export function findSiteIdentity(code: string): SiteIdentity | undefined {
  return SITE_DIRECTORY.find((site) => site.code === code);
}
