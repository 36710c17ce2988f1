import { Link } from 'react-router-dom';
import type { NewsDetail } from '@portal/api-contract';
import { AttachmentList, MetaItem, PlainCard, PlainText, PlainTitle, RichText } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { paths } from '@portal/site-config';
import { NEWS_STRINGS } from '../strings';
import { NewsCategoryTag } from './news-category-tag';
import '../news.css';

const S = NEWS_STRINGS.detail;

function Neighbour({ label, item, fromList }: { label: string; item: NewsDetail['previous']; fromList: string }) {
  return (
    <PlainText className="news-wrap-anywhere">
      {label}：
      {item ? (
        <Link to={paths.dynamics.detail.href(item.id)} state={{ fromList }}>
          {item.title}
        </Link>
      ) : (
        <PlainText type="secondary">{S.none}</PlainText>
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
  return (
    <PlainCard className="news-article">
      <PlainTitle level={1} className="news-article-title">
        {news.title}
      </PlainTitle>
      <div className="news-article-meta">
        <NewsCategoryTag category={news.category} />
        <MetaItem label={S.source}>{news.source}</MetaItem>
        <MetaItem label={S.published}>{formatDay(news.publishedAt)}</MetaItem>
      </div>
      <RichText html={news.bodyHtml} />
      <AttachmentList attachments={news.attachments} title={S.attachments} />
      <nav aria-label={S.neighbours} className="news-neighbours">
        <Neighbour label={S.previous} item={news.previous} fromList={fromList} />
        <Neighbour label={S.next} item={news.next} fromList={fromList} />
      </nav>
    </PlainCard>
  );
}
