import type { NewsDetail } from '@portal/api-contract';
import { ERR, type DomainContext } from '@portal/server-core';
import { findNews } from './news.repository';

/** A news item's detail page (public): not found when it is unknown, a draft or offline. */
export async function newsDetail(ctx: DomainContext, id: string): Promise<NewsDetail> {
  const news = await findNews(ctx.db, id);
  if (!news) throw ERR.notFound('该动态不存在或已下线');
  return news;
}
