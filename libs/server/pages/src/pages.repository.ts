import type { Kysely } from 'kysely';
import type { Page, PageSlug } from '@portal/api-contract';
import type { Database } from '@portal/server-db';
import { iso } from '@portal/server-core';

/** A static page (/about, /richTextCenter), or undefined when none is stored. */
export async function findPage(db: Kysely<Database>, slug: PageSlug): Promise<Page | undefined> {
  const row = await db.selectFrom('site_pages').select(['slug', 'title', 'body_html', 'updated_at']).where('slug', '=', slug).executeTakeFirst();
  if (!row) return undefined;
  return { slug, title: row.title, bodyHtml: row.body_html, updatedAt: iso(Number(row.updated_at)) };
}
