import type { NewsDetail } from '@portal/api-contract';
import { paths } from '@portal/site-config';
import { STRUCTURED_DATA_CONTEXT, sitePublisher, type StructuredDataSite } from '@portal/ui-kit';

/** Issue 15 §Findable: a news item or announcement as a schema.org NewsArticle. */
export function newsArticle(news: NewsDetail, site: StructuredDataSite) {
  const url = `${site.origin}${paths.dynamics.detail.href(news.id)}`;
  return {
    '@context': STRUCTURED_DATA_CONTEXT,
    '@type': 'NewsArticle',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: news.title,
    description: news.summary,
    inLanguage: 'zh-CN',
    datePublished: news.publishedAt,
    author: { '@type': 'Organization', name: news.source || site.name },
    publisher: sitePublisher(site),
    ...(news.attachments.length > 0
      ? {
          associatedMedia: news.attachments.map((file) => ({ '@type': 'MediaObject', name: file.name, contentUrl: new URL(file.url, site.origin).toString() })),
        }
      : {}),
  };
}
