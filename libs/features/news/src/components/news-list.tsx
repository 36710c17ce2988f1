import type { NewsSummary } from '@portal/api-contract';
import { ListView, MetaItem, PlainCard, PlainParagraph, PlainTitle, PrefetchLink, cx, type ListViewProps } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { paths } from '@portal/site-config';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { newsText } from '../text';
import { NewsCategoryTag } from './news-category-tag';
import '../news.css';

export interface NewsListProps extends Pick<ListViewProps<NewsSummary>, 'items' | 'loading' | 'onClear' | 'error' | 'skeletonRows'> {
  /** The list's search string (`?category=…`), handed to the detail page for its way back. */
  fromList?: string;
}

function NewsCard({ item, fromList }: { item: NewsSummary; fromList: string }) {
  const t = useText(newsText);
  return (
    <PlainCard className="news-card">
      <div className="news-card-head">
        <NewsCategoryTag category={item.category} />
        <PlainTitle level={2} className="news-card-title" lang={CONTENT_LANG}>
          <PrefetchLink to={paths.dynamics.detail.href(item.id)} state={{ fromList }} prefetch="intent">
            {item.title}
          </PrefetchLink>
        </PlainTitle>
      </div>
      {item.summary ? (
        // Two lines at most (news.css); the whole summary stays in the page for screen readers.
        <PlainParagraph className={cx('ant-typography-secondary', 'ant-typography-ellipsis', 'news-summary')} lang={CONTENT_LANG}>
          {item.summary}
        </PlainParagraph>
      ) : null}
      <div className="news-meta">
        <MetaItem label={t('list.source')}>
          <span lang={CONTENT_LANG}>{item.source}</span>
        </MetaItem>
        <MetaItem label={t('list.published')}>{formatDay(item.publishedAt)}</MetaItem>
      </div>
    </PlainCard>
  );
}

/** The rows of spec §2 /dynamics: skeleton while loading, failure, empty state, or cards. */
export function NewsList({ fromList = '', ...rest }: NewsListProps) {
  const t = useText(newsText);
  return (
    <ListView
      {...rest}
      label={t('list.label')}
      loadingLabel={t('list.loading')}
      emptyText={t('list.empty')}
      clearLabel={t('list.clear')}
      itemKey={(item) => item.id}
      renderItem={(item) => <NewsCard item={item} fromList={fromList} />}
    />
  );
}
