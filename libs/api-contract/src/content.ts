import * as z from 'zod/mini';
import { defineRoute } from './route';

/** A link target the portal renders: a same-origin path or an http(s) address (the editor allows only listed hosts, content-editor.ts). */
export const linkHrefSchema = z
  .string()
  .check(z.maxLength(2048), z.regex(/^(\/(?![/\\])[^\s]*|https?:\/\/[^\s]+)$/, { message: 'must be a same-origin path or an http(s) address' }));

const id = z.string().check(z.minLength(1), z.maxLength(64));
const title = z.string().check(z.minLength(1), z.maxLength(60));

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
      .array(
        z.object({
          title,
          subtitle: z.optional(z.string().check(z.maxLength(120))),
          imageUrl: z.optional(linkHrefSchema),
          href: z.optional(linkHrefSchema),
        }),
      )
      .check(z.minLength(1), z.maxLength(8)),
  }),
  z.object({
    type: z.literal('stats'),
    id,
    title,
    // z.number() refuses Infinity and NaN itself (classic zod's .finite() was a no-op).
    items: z
      .array(
        z.object({
          label: z.string().check(z.minLength(1), z.maxLength(20)),
          value: z.number().check(z.nonnegative()),
          unit: z.string().check(z.maxLength(8)),
        }),
      )
      .check(z.maxLength(12)),
  }),
  /** Chosen resources or products; the server resolves `ids` into `items` (unknown or withdrawn ids are left out). */
  z.object({
    type: z.literal('featured'),
    id,
    title,
    source: z.enum(['resources', 'products']),
    ids: z.array(id).check(z.maxLength(24)),
    items: z.array(wallItemSchema).check(z.maxLength(24)),
  }),
  /** The newest news or policies; the server fills `items` (at most `limit`). */
  z.object({
    type: z.literal('latest'),
    id,
    title,
    source: z.enum(['news', 'policies']),
    limit: z.number().check(z.int(), z.gte(1), z.lte(20)),
    items: z.array(wallItemSchema).check(z.maxLength(20)),
  }),
  z.object({
    type: z.literal('links'),
    id,
    title,
    items: z.array(z.object({ label: z.string().check(z.minLength(1), z.maxLength(20)), href: linkHrefSchema })).check(z.maxLength(16)),
  }),
  /** Rich text is sanitised (DOMPurify) where it is rendered. */
  z.object({ type: z.literal('richText'), id, title: z.optional(title), html: z.string().check(z.maxLength(50_000)) }),
]);

export const contentWallSchema = z.object({
  updatedAt: z.iso.datetime({ offset: true }),
  blocks: z.array(wallBlockSchema).check(z.maxLength(40)),
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
