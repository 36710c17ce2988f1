import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { NewsDetail } from '@portal/api-contract';
import { AttachmentList, MetaItem, RichText } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { paths } from '@portal/site-config';
import { NEWS_STRINGS } from '../strings';
import { NewsCategoryTag } from './news-category-tag';

const S = NEWS_STRINGS.detail;

function Neighbour({ label, item, fromList }: { label: string; item: NewsDetail['previous']; fromList: string }) {
  return (
    <Typography.Text style={{ overflowWrap: 'anywhere' }}>
      {label}：
      {item ? (
        <Link to={paths.dynamics.detail.href(item.id)} state={{ fromList }}>
          {item.title}
        </Link>
      ) : (
        <Typography.Text type="secondary">{S.none}</Typography.Text>
      )}
    </Typography.Text>
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
    <Card styles={{ body: { padding: 'clamp(16px, 4vw, 32px)' } }}>
      <Flex vertical gap={16}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0, textAlign: 'center', overflowWrap: 'anywhere' }}>
          {news.title}
        </Typography.Title>
        <Flex gap="4px 20px" wrap justify="center" align="center">
          <NewsCategoryTag category={news.category} />
          <MetaItem label={S.source}>{news.source}</MetaItem>
          <MetaItem label={S.published}>{formatDay(news.publishedAt)}</MetaItem>
        </Flex>
        <RichText html={news.bodyHtml} />
        <AttachmentList attachments={news.attachments} title={S.attachments} />
        <nav aria-label={S.neighbours} style={{ borderTop: '1px solid rgba(5, 5, 5, 0.06)', paddingTop: 16 }}>
          <Flex vertical gap={8}>
            <Neighbour label={S.previous} item={news.previous} fromList={fromList} />
            <Neighbour label={S.next} item={news.next} fromList={fromList} />
          </Flex>
        </nav>
      </Flex>
    </Card>
  );
}
