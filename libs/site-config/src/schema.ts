import * as z from 'zod/mini';
import { FEATURES } from './features';
import { siteIdentitySchema } from './directory-schema';

// zod/mini (issue 13): the browser bundles these schemas with the contract's, at a fraction of classic zod.
const hexColor = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, { message: 'must be a #rrggbb colour' }));

/** antd seed tokens a site may set (https://ant.design/docs/react/customize-theme). */
export const brandSchema = z.strictObject({
  colorPrimary: hexColor,
  colorSuccess: z.optional(hexColor),
  colorWarning: z.optional(hexColor),
  colorError: z.optional(hexColor),
  colorInfo: z.optional(hexColor),
  colorLink: z.optional(hexColor),
  borderRadius: z.optional(z.int().check(z.minimum(0), z.maximum(16))),
});

/** An absolute http(s) address (links leaving the site: the national error-report desk, ICP/police record lookups). */
const externalUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) address' }).check(z.maxLength(300));
/** A link inside the site: a same-origin path, never a protocol-relative one. */
const sitePath = z.string().check(z.regex(/^\/(?!\/)[\w\-./?=&#%]*$/, { message: 'must be a path on the site (/…)' }), z.maxLength(200));

/**
 * What a Chinese government website carries in its footer (GB/T 31506 and the
 * 政府网站发展指引): sponsor, site identification code, ICP and public-security
 * record numbers, the error-report desk, a site map and the accessibility entry.
 * Every field but the organizer is optional; an empty one is not shown.
 */
export const footerSchema = z.strictObject({
  /** 主办单位. */
  organizer: z.string().check(z.minLength(2), z.maxLength(60)),
  /** 承办单位. */
  undertaker: z.optional(z.string().check(z.minLength(2), z.maxLength(60))),
  /** 网站标识码: the 10-character code issued to a government site. */
  siteCode: z.optional(z.string().check(z.regex(/^[0-9A-Z]{10}$/, { message: 'must be the 10-character 网站标识码' }))),
  /** ICP备案号, e.g. 苏ICP备12345678号-1. */
  icp: z.optional(z.string().check(z.maxLength(60))),
  /** 公网安备案号, e.g. 苏公网安备 32010202000000号. */
  police: z.optional(z.string().check(z.maxLength(60))),
  /** The 政府网站找错 desk for this site. */
  errorReportUrl: z.optional(externalUrl),
  /** 无障碍 / 适老化 entry: a page of the site or an external service. */
  accessibilityUrl: z.optional(z.union([sitePath, externalUrl])),
  /** Offer the age-friendly reading mode (适老化模式: larger text) in the footer. */
  ageFriendly: z.optional(z.boolean()),
});

/** The site's service contact (shown in the footer and wherever a user is told to get in touch). */
export const contactSchema = z.strictObject({
  /** 服务热线, e.g. 12345 or 025-8xxxxxxx. */
  phone: z.optional(z.string().check(z.regex(/^[0-9][0-9\- ]{2,19}$/, { message: 'must be a phone number' }))),
  email: z.optional(z.email().check(z.maxLength(100))),
  /** 服务时间, e.g. 工作日 9:00–17:00. */
  hours: z.optional(z.string().check(z.maxLength(40))),
  /** 联系地址. */
  address: z.optional(z.string().check(z.maxLength(80))),
});

export const siteSchema = z.extend(siteIdentitySchema, {
  brand: brandSchema,
  features: z.array(z.enum(FEATURES)).check(z.refine((list) => new Set(list).size === list.length, { message: 'features must not repeat' })),
  footer: footerSchema,
  contact: z.optional(contactSchema),
});

export type Brand = z.infer<typeof brandSchema>;
export type SiteConfig = z.infer<typeof siteSchema>;
export type SiteFooter = z.infer<typeof footerSchema>;
export type SiteContact = z.infer<typeof contactSchema>;
