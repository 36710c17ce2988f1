import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SEARCH_TYPES, type SearchType } from '@portal/api-contract';
import { PlainBreadcrumb, PlainPagination, PlainTabs, PlainText, PlainTitle } from '@portal/ui-kit';
import { formatThousands } from '@portal/util';
import { searchQueries } from '../api/search-queries';
import { SearchBox } from '../components/search-box';
import { SearchNotices } from '../components/search-notices';
import { SearchResults } from '../components/search-results';
import { SEARCH_PAGE_SIZE, searchParamsFrom, searchUrl } from '../hooks/search-params';
import { useText } from '@portal/i18n';
import { searchText } from '../text';
import '../search.css';
const ALL = 'all';

/**
 * Spec §2 /search (issue 5): results across resources, products, news and
 * policies — a tab per type with its count, highlighted matches, pages. The
 * query, tab and page live in the URL, so back/forward restore them. Issue 16: above
 * the results, what the search did with the query (a suggestion, a correction, partial matches).
 * Issue 13: drawn without antd's code (ui-kit plain components, search.css).
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const panelId = useId();
  const t = useText(searchText);
  const current = searchParamsFrom(params);
  const query = useQuery(searchQueries.results(current));
  const data = query.data;
  const counts = new Map(data?.facets.type.map((facet) => [facet.value, facet.count]));
  const allCount = data ? data.facets.type.reduce((sum, facet) => sum + facet.count, 0) : undefined;
  const label = (text: string, count: number | undefined) => (count === undefined ? text : t('tabs.counted', { label: text, count: formatThousands(count) }));
  const activeKey = current.type ?? ALL;

  // Issue 16: a corrected answer's items and counts are the suggestion's.
  const shownQuery = data?.corrected && data.suggestion ? data.suggestion : data?.query;

  const results = (
    <>
      {current.q ? (
        <div className="search-intro">
          <SearchNotices query={current.q} type={current.type} answer={query.isPlaceholderData ? undefined : data} />
          {data ? <PlainText aria-live="polite">{t('list.summary', { query: shownQuery ?? data.query, total: formatThousands(data.total) })}</PlainText> : null}
        </div>
      ) : null}
      <SearchResults
        query={current.q}
        items={query.isError ? undefined : data?.items}
        loading={query.isFetching}
        error={query.isError}
        onRetry={() => void query.refetch()}
      />
      {data && data.total > SEARCH_PAGE_SIZE ? (
        <div className="search-paging">
          <PlainPagination
            label={t('list.pagination')}
            current={current.page}
            pageSize={SEARCH_PAGE_SIZE}
            total={Math.min(data.total, SEARCH_PAGE_SIZE * 10_000)}
            hrefOf={(page) => searchUrl({ ...current, page })}
            onChange={(page) => {
              void navigate(searchUrl({ ...current, page }));
              window.scrollTo({ top: 0 });
            }}
          />
        </div>
      ) : null}
    </>
  );

  return (
    <div className="search-page">
      <PlainBreadcrumb
        items={[
          { key: 'home', title: <Link to="/home">{t('home')}</Link> },
          { key: 'search', title: t('title') },
        ]}
      />
      <PlainTitle level={1} className="search-title">
        {t('title')}
      </PlainTitle>
      <SearchBox
        key={current.q}
        initialQuery={current.q}
        size="large"
        className="search-box"
        // A new search is searched as the server sees fit again: `verbatim` is not kept.
        onSearch={(q) => void navigate(searchUrl({ q, type: current.type }))}
      />
      {current.q ? (
        <>
          <div className="search-tabs">
            <PlainTabs
              label={t('tabs.label')}
              panelId={panelId}
              activeKey={activeKey}
              onChange={(key) => void navigate(searchUrl({ q: current.q, type: key === ALL ? undefined : (key as SearchType), verbatim: current.verbatim }))}
              items={[
                { key: ALL, label: label(t('tabs.all'), allCount) },
                // Issue 21 §9: the contract's names from the first paint; counts join them once known.
                ...SEARCH_TYPES.map((type) => ({ key: type, label: label(t(`type.${type}`), counts.get(type)) })),
              ]}
            />
          </div>
          {/* The tabs filter one list: a single panel, named by the chosen type. */}
          <div role="tabpanel" id={panelId} aria-label={activeKey === ALL ? t('tabs.all') : t(`type.${activeKey as SearchType}`)} className="search-panel">
            {results}
          </div>
        </>
      ) : (
        results
      )}
    </div>
  );
}
