import { z } from 'zod';
import { FEATURES } from './features';
import { siteIdentitySchema } from './directory';

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

export const siteSchema = siteIdentitySchema.extend({
  brand: brandSchema,
  features: z
    .array(z.enum(FEATURES))
    .refine((list) => new Set(list).size === list.length, { message: 'features must not repeat' }),
  footer: z.strictObject({
    organizer: z.string().min(2).max(60),
    icp: z.string().max(60).optional(),
  }),
});

export type Brand = z.infer<typeof brandSchema>;
export type SiteConfig = z.infer<typeof siteSchema>;

/**
 * Surfaces the brand colours are painted on and against: white (text on primary
 * buttons, cards) and the page background. Brand colours must reach WCAG AA
 * contrast with both (checked per site by check-site.ts, and by axe in Storybook).
 */
export const SURFACE_COLORS = { container: '#ffffff', body: '#f8fafc' } as const;
