import { Link } from 'react-router-dom';
import type { NewsDetail } from '@portal/api-contract';
import { AttachmentList, MetaItem, PlainCard, PlainText, PlainTitle, RichText } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { paths } from '@portal/site-config';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { newsText } from '../text';
import { NewsCategoryTag } from './news-category-tag';
import '../news.css';

function Neighbour({ label, item, fromList }: { label: string; item: NewsDetail['previous']; fromList: string }) {
  const t = useText(newsText);
  return (
    <PlainText className="news-wrap-anywhere">
      {t('detail.labelled', { label })}
      {item ? (
        <Link to={paths.dynamics.detail.href(item.id)} state={{ fromList }} lang={CONTENT_LANG}>
          {item.title}
        </Link>
      ) : (
        <PlainText type="secondary">{t('detail.none')}</PlainText>
      )}
    </PlainText>
  );
}

export interface NewsArticleProps {
  news: NewsDetail;
  /** The list's search, kept by the 上一篇 / 下一篇 links for the way back. */
  fromList?: string;
}

/** An announcement (spec §2 /dynamics/detail/:id): title, category, source, date, sanitised body, attachments, neighbours. */
export function NewsArticle({ news, fromList = '' }: NewsArticleProps) {
  const t = useText(newsText);
  return (
    <PlainCard className="news-article">
      <PlainTitle level={1} className="news-article-title" lang={CONTENT_LANG}>
        {news.title}
      </PlainTitle>
      <div className="news-article-meta">
        <NewsCategoryTag category={news.category} />
        <MetaItem label={t('detail.source')}>
          <span lang={CONTENT_LANG}>{news.source}</span>
        </MetaItem>
        <MetaItem label={t('detail.published')}>{formatDay(news.publishedAt)}</MetaItem>
      </div>
      <div lang={CONTENT_LANG}>
        <RichText html={news.bodyHtml} />
      </div>
      <AttachmentList attachments={news.attachments} title={t('detail.attachments')} />
      <nav aria-label={t('detail.neighbours')} className="news-neighbours">
        <Neighbour label={t('detail.previous')} item={news.previous} fromList={fromList} />
        <Neighbour label={t('detail.next')} item={news.next} fromList={fromList} />
      </nav>
    </PlainCard>
  );
}
