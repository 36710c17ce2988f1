import * as z from 'zod/mini';

/** One site of the directory (directory.json): code, kind, names and subdomain. */
export const siteIdentitySchema = z.strictObject({
  code: z.string().check(z.regex(/^[a-z][a-z0-9]{1,15}$/)),
  kind: z.enum(['province', 'city']),
  /** Full Chinese name of the site. */
  nameZh: z.string().check(z.minLength(2), z.maxLength(40)),
  nameEn: z.string().check(z.minLength(2), z.maxLength(80)),
  /** Short region name used in menus and the province's city list. */
  regionZh: z.string().check(z.minLength(1), z.maxLength(10)),
  /** Host label in front of the base domain; empty for the provincial site (apex host). */
  subdomain: z.union([z.literal(''), z.string().check(z.regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/))]),
});

export type SiteIdentity = z.infer<typeof siteIdentitySchema>;

/** The whole directory: exactly one province, codes and subdomains unique. */
export const directorySchema = z.array(siteIdentitySchema).check(
  z.refine((list) => list.filter((site) => site.kind === 'province').length === 1, { message: 'exactly one provincial site' }),
  z.refine((list) => new Set(list.map((site) => site.code)).size === list.length, { message: 'codes must be unique' }),
  z.refine((list) => new Set(list.map((site) => site.subdomain)).size === list.length, { message: 'subdomains must be unique' }),
);
