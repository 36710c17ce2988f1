import * as z from 'zod/mini';
import { defineRoute } from './route';

/**
 * The static pages (issue 5): about the platform (/about) and the privacy statement
 * (/richTextCenter). Their HTML is sanitised (DOMPurify) wherever it is rendered.
 */

export const PAGE_SLUGS = ['about', 'privacy'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export const pageSchema = z.object({
  slug: z.enum(PAGE_SLUGS),
  title: z.string(),
  bodyHtml: z.string(),
  updatedAt: z.iso.datetime(),
});
export type Page = z.output<typeof pageSchema>;

export const pageRoutes = {
  detail: defineRoute({
    method: 'GET',
    path: '/web/page',
    summary: 'A static page: about the platform or the privacy statement.',
    access: 'public',
    query: z.strictObject({ slug: z.enum(PAGE_SLUGS) }),
    data: pageSchema,
  }),
} as const;
