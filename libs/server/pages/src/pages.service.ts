import type { Page, PageSlug } from '@portal/api-contract';
import { ERR, type DomainContext } from '@portal/server-core';
import { findPage } from './pages.repository';

/** A static page (public): not found when none is stored. */
export async function pageDetail(ctx: DomainContext, slug: PageSlug): Promise<Page> {
  const page = await findPage(ctx.db, slug);
  if (!page) throw ERR.notFound('页面不存在');
  return page;
}
