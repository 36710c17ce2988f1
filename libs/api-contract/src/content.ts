import { z } from 'zod';
import { defineRoute } from './route';

/** A link target the portal renders: a same-origin path or an https address. */
export const linkHrefSchema = z
  .string()
  .max(2048)
  .regex(/^(\/(?![/\\])[^\s]*|https:\/\/[^\s]+)$/, { message: 'must be a same-origin path or an https address' });

const id = z.string().min(1).max(64);
const title = z.string().min(1).max(60);

/** One entry of a featured or latest block, resolved by the server. */
export const wallItemSchema = z.object({
  id,
  title: z.string(),
  /** Department, operator, category or issuer. */
  meta: z.string(),
  date: z.iso.datetime(),
  /** The portal path of its detail page. */
  href: linkHrefSchema,
});
export type WallItem = z.output<typeof wallItemSchema>;

/**
 * The home page content wall (spec §7 GET /web/content-config/wall/; its content
 * is ours to design): ordered blocks an admin configures.
 */
export const wallBlockSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('banner'),
    id,
    slides: z
      .array(z.object({ title, subtitle: z.string().max(120).optional(), imageUrl: linkHrefSchema.optional(), href: linkHrefSchema.optional() }))
      .min(1)
      .max(8),
  }),
  z.object({
    type: z.literal('stats'),
    id,
    title,
    items: z.array(z.object({ label: z.string().min(1).max(20), value: z.number().finite().nonnegative(), unit: z.string().max(8) })).max(12),
  }),
  /** Chosen resources or products; the server resolves `ids` into `items` (unknown or withdrawn ids are left out). */
  z.object({
    type: z.literal('featured'),
    id,
    title,
    source: z.enum(['resources', 'products']),
    ids: z.array(id).max(24),
    items: z.array(wallItemSchema).max(24),
  }),
  /** The newest news or policies; the server fills `items` (at most `limit`). */
  z.object({
    type: z.literal('latest'),
    id,
    title,
    source: z.enum(['news', 'policies']),
    limit: z.number().int().min(1).max(20),
    items: z.array(wallItemSchema).max(20),
  }),
  z.object({ type: z.literal('links'), id, title, items: z.array(z.object({ label: z.string().min(1).max(20), href: linkHrefSchema })).max(16) }),
  /** Rich text is sanitised (DOMPurify) where it is rendered. */
  z.object({ type: z.literal('richText'), id, title: title.optional(), html: z.string().max(50_000) }),
]);

export const contentWallSchema = z.object({
  updatedAt: z.iso.datetime({ offset: true }),
  blocks: z.array(wallBlockSchema).max(40),
});

export type WallBlock = z.output<typeof wallBlockSchema>;
export type ContentWall = z.output<typeof contentWallSchema>;

export const contentRoutes = {
  wall: defineRoute({
    method: 'GET',
    path: '/web/content-config/wall/',
    summary: 'The blocks of the home page content wall, in order.',
    access: 'public',
    data: contentWallSchema,
  }),
} as const;
