import { z } from 'zod';

/** One site of the directory (directory.json): code, kind, names and subdomain. */
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

/** The whole directory: exactly one province, codes and subdomains unique. */
export const directorySchema = z
  .array(siteIdentitySchema)
  .refine((list) => list.filter((site) => site.kind === 'province').length === 1, {
    message: 'exactly one provincial site',
  })
  .refine((list) => new Set(list.map((site) => site.code)).size === list.length, { message: 'codes must be unique' })
  .refine((list) => new Set(list.map((site) => site.subdomain)).size === list.length, {
    message: 'subdomains must be unique',
  });
