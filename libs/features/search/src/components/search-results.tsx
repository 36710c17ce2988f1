import type { SearchHit } from '@portal/api-contract';
import { PlainButton, PlainEmpty, PlainParagraph, PlainResult, PlainSkeleton, PlainTag, PlainText, PlainTitle, PrefetchLink, THEME, cx } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { hitPath } from '../hooks/search-params';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { searchText } from '../text';
import { HighlightedText } from './highlighted-text';
import '../search.css';

/** Tag colours per type, dark enough on their tint for WCAG AA text contrast. */
const TYPE_STYLES = {
  resource: { color: '#0958d9', background: '#e6f4ff', borderColor: '#91caff' },
  product: { color: '#531dab', background: '#f9f0ff', borderColor: '#d3adf7' },
  news: { color: '#237804', background: '#f6ffed', borderColor: '#b7eb8f' },
  policy: { color: '#ad4e00', background: '#fff7e6', borderColor: '#ffd591' },
} as const;

export interface SearchResultsProps {
  query: string;
  items: SearchHit[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}

function EmptyText({ text, hint }: { text: string; hint: string }) {
  return (
    <span className="search-empty-text">
      <span>{text}</span>
      <PlainText type="secondary">{hint}</PlainText>
    </span>
  );
}

/** One hit: type tag, highlighted title (a link to the detail), highlighted snippet, meta and date. */
function Hit({ item }: { item: SearchHit }) {
  const t = useText(searchText);
  return (
    <div className="search-hit">
      <div className="search-hit-head">
        <PlainTag className="search-hit-tag" style={TYPE_STYLES[item.type]}>
          {t(`type.${item.type}`)}
        </PlainTag>
        <PlainTitle level={2} className="search-hit-title" lang={CONTENT_LANG}>
          <PrefetchLink to={hitPath(item.type, item.id)}>
            <HighlightedText parts={item.title} />
          </PrefetchLink>
        </PlainTitle>
      </div>
      <PlainParagraph className="search-hit-snippet" lang={CONTENT_LANG}>
        <HighlightedText parts={item.snippet} />
      </PlainParagraph>
      <PlainText type="secondary" className="search-hit-meta">
        <span lang={CONTENT_LANG}>{item.meta}</span> · {formatDay(item.date)}
      </PlainText>
    </div>
  );
}

/**
 * Search hits in antd's vertical List markup (issue 13: no antd code): type tag, highlighted
 * title (a link to the detail), meta, date and highlighted snippet; or why there are none.
 */
export function SearchResults({ query, items, loading, error, onRetry }: SearchResultsProps) {
  const t = useText(searchText);
  if (!query) return <PlainEmpty description={<EmptyText text={t('list.emptyQuery')} hint={t('list.emptyQueryHint')} />} />;
  if (error) {
    return (
      <PlainResult
        status="warning"
        title={t('list.error')}
        extra={
          <PlainButton type="primary" onClick={onRetry}>
            {t('list.retry')}
          </PlainButton>
        }
      />
    );
  }
  if (loading && !items) {
    return (
      <div role="status" aria-busy="true" aria-label={t('list.loading')} className="search-loading">
        {Array.from({ length: 4 }, (_, index) => (
          <PlainSkeleton key={index} rows={3} />
        ))}
      </div>
    );
  }
  if (!items || items.length === 0) return <PlainEmpty description={<EmptyText text={t('list.empty', { query })} hint={t('list.emptyHint')} />} />;
  return (
    <section aria-label={t('list.label')} aria-busy={loading} className="search-results">
      <div className={cx('ant-list ant-list-vertical ant-list-split', THEME)}>
        <ul className={cx('ant-list-items ant-list-container', THEME)}>
          {items.map((item) => (
            <li key={`${item.type}:${item.id}`} className="ant-list-item ant-list-item-no-flex">
              <Hit item={item} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
