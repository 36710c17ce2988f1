import { Card, Flex, Typography } from 'antd';
import type { NewsSummary } from '@portal/api-contract';
import { ListView, MetaItem, PrefetchLink, type ListViewProps } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { paths } from '@portal/site-config';
import { NEWS_STRINGS } from '../strings';
import { NewsCategoryTag } from './news-category-tag';

export interface NewsListProps extends Pick<ListViewProps<NewsSummary>, 'items' | 'loading' | 'onClear' | 'error' | 'skeletonRows'> {
  /** The list's search string (`?category=…`), handed to the detail page for its way back. */
  fromList?: string;
}

function NewsCard({ item, fromList }: { item: NewsSummary; fromList: string }) {
  const S = NEWS_STRINGS.list;
  return (
    <Card size="small" styles={{ body: { padding: 16 } }}>
      <Flex vertical gap={8}>
        <Flex gap={8} align="center" wrap>
          <NewsCategoryTag category={item.category} />
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0, minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
            <PrefetchLink to={paths.dynamics.detail.href(item.id)} state={{ fromList }} prefetch="intent">
              {item.title}
            </PrefetchLink>
          </Typography.Title>
        </Flex>
        {item.summary ? (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {item.summary}
          </Typography.Paragraph>
        ) : null}
        <Flex gap="4px 20px" wrap>
          <MetaItem label={S.source}>{item.source}</MetaItem>
          <MetaItem label={S.published}>{formatDay(item.publishedAt)}</MetaItem>
        </Flex>
      </Flex>
    </Card>
  );
}

/** The rows of spec §2 /dynamics: skeleton while loading, failure, empty state, or cards. */
export function NewsList({ fromList = '', ...rest }: NewsListProps) {
  const S = NEWS_STRINGS.list;
  return (
    <ListView
      {...rest}
      label={S.label}
      loadingLabel={S.loading}
      emptyText={S.empty}
      clearLabel={S.clear}
      itemKey={(item) => item.id}
      renderItem={(item) => <NewsCard item={item} fromList={fromList} />}
    />
  );
}
