import { z } from 'zod';
import { FEATURES } from './features';
import { siteIdentitySchema } from './directory-schema';

const hexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { message: 'must be a #rrggbb colour' });

/** antd seed tokens a site may set (https://ant.design/docs/react/customize-theme). */
export const brandSchema = z.strictObject({
  colorPrimary: hexColor,
  colorSuccess: hexColor.optional(),
  colorWarning: hexColor.optional(),
  colorError: hexColor.optional(),
  colorInfo: hexColor.optional(),
  colorLink: hexColor.optional(),
  borderRadius: z.number().int().min(0).max(16).optional(),
});

/** An absolute http(s) address (links leaving the site: the national error-report desk, ICP/police record lookups). */
const externalUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) address' }).max(300);
/** A link inside the site: a same-origin path, never a protocol-relative one. */
const sitePath = z.string().regex(/^\/(?!\/)[\w\-./?=&#%]*$/, { message: 'must be a path on the site (/…)' }).max(200);

/**
 * What a Chinese government website carries in its footer (GB/T 31506 and the
 * 政府网站发展指引): sponsor, site identification code, ICP and public-security
 * record numbers, the error-report desk, a site map and the accessibility entry.
 * Every field but the organizer is optional; an empty one is not shown.
 */
export const footerSchema = z.strictObject({
  /** 主办单位. */
  organizer: z.string().min(2).max(60),
  /** 承办单位. */
  undertaker: z.string().min(2).max(60).optional(),
  /** 网站标识码: the 10-character code issued to a government site. */
  siteCode: z.string().regex(/^[0-9A-Z]{10}$/, { message: 'must be the 10-character 网站标识码' }).optional(),
  /** ICP备案号, e.g. 苏ICP备12345678号-1. */
  icp: z.string().max(60).optional(),
  /** 公网安备案号, e.g. 苏公网安备 32010202000000号. */
  police: z.string().max(60).optional(),
  /** The 政府网站找错 desk for this site. */
  errorReportUrl: externalUrl.optional(),
  /** 无障碍 / 适老化 entry: a page of the site or an external service. */
  accessibilityUrl: z.union([sitePath, externalUrl]).optional(),
  /** Offer the age-friendly reading mode (适老化模式: larger text) in the footer. */
  ageFriendly: z.boolean().optional(),
});

/** The site's service contact (shown in the footer and wherever a user is told to get in touch). */
export const contactSchema = z.strictObject({
  /** 服务热线, e.g. 12345 or 025-8xxxxxxx. */
  phone: z.string().regex(/^[0-9][0-9\- ]{2,19}$/, { message: 'must be a phone number' }).optional(),
  email: z.email().max(100).optional(),
  /** 服务时间, e.g. 工作日 9:00–17:00. */
  hours: z.string().max(40).optional(),
  /** 联系地址. */
  address: z.string().max(80).optional(),
});

export const siteSchema = siteIdentitySchema.extend({
  brand: brandSchema,
  features: z
    .array(z.enum(FEATURES))
    .refine((list) => new Set(list).size === list.length, { message: 'features must not repeat' }),
  footer: footerSchema,
  contact: contactSchema.optional(),
});

export type Brand = z.infer<typeof brandSchema>;
export type SiteConfig = z.infer<typeof siteSchema>;
export type SiteFooter = z.infer<typeof footerSchema>;
export type SiteContact = z.infer<typeof contactSchema>;

/**
 * Surfaces the brand colours are painted on and against: white (text on primary
 * buttons, cards) and the page background. Brand colours must reach WCAG AA
 * contrast with both (checked per site by check-site.ts, and by axe in Storybook).
 */
export const SURFACE_COLORS = { container: '#ffffff', body: '#f8fafc' } as const;
