import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Flex, Grid, Pagination, Tabs, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SEARCH_TYPES, SEARCH_TYPE_LABELS, type SearchType } from '@portal/api-contract';
import { formatThousands } from '@portal/util';
import { searchQueries } from '../api/search-queries';
import { SearchBox } from '../components/search-box';
import { SearchResults } from '../components/search-results';
import { SEARCH_PAGE_SIZE, searchParamsFrom, searchUrl } from '../hooks/search-params';
import { SEARCH_STRINGS } from '../strings';

const S = SEARCH_STRINGS;
const ALL = 'all';

/**
 * Spec §2 /search (issue 5): results across resources, products, news and
 * policies — a tab per type with its count, highlighted matches, pages. The
 * query, tab and page live in the URL, so back/forward restore them.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const current = searchParamsFrom(params);
  const query = useQuery(searchQueries.results(current));
  const narrow = Grid.useBreakpoint().md === false;
  const data = query.data;
  const counts = new Map(data?.facets.type.map((facet) => [facet.value, facet.count]));
  const allCount = data ? data.facets.type.reduce((sum, facet) => sum + facet.count, 0) : undefined;
  const label = (text: string, count: number | undefined) => (count === undefined ? text : `${text}（${formatThousands(count)}）`);

  return (
    <Flex vertical gap={16} style={{ width: '100%', minWidth: 0 }}>
      <Breadcrumb items={[{ title: <Link to="/home">{S.home}</Link> }, { title: S.title }]} />
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {S.title}
      </Typography.Title>
      <SearchBox
        key={current.q}
        initialQuery={current.q}
        size="large"
        style={{ maxWidth: 720 }}
        onSearch={(q) => void navigate(searchUrl({ q, type: current.type }))}
      />
      {current.q ? (
        <Tabs
          aria-label={S.tabs.label}
          activeKey={current.type ?? ALL}
          onChange={(key) => void navigate(searchUrl({ q: current.q, type: key === ALL ? undefined : (key as SearchType) }))}
          items={[
            { key: ALL, label: label(S.tabs.all, allCount) },
            // Issue 21 §9: the contract's names from the first paint; counts join them once known.
            ...SEARCH_TYPES.map((type) => ({ key: type, label: label(SEARCH_TYPE_LABELS[type], counts.get(type)) })),
          ]}
        />
      ) : null}
      {data && current.q ? (
        <Typography.Text aria-live="polite">{S.list.summary(data.query, formatThousands(data.total))}</Typography.Text>
      ) : null}
      <SearchResults
        query={current.q}
        items={query.isError ? undefined : data?.items}
        loading={query.isFetching}
        error={query.isError}
        onRetry={() => void query.refetch()}
      />
      {data && data.total > SEARCH_PAGE_SIZE ? (
        <nav aria-label={S.list.pagination}>
          <Pagination
            align="center"
            current={current.page}
            pageSize={SEARCH_PAGE_SIZE}
            total={Math.min(data.total, SEARCH_PAGE_SIZE * 10_000)}
            showSizeChanger={false}
            showLessItems={narrow}
            size={narrow ? 'small' : 'medium'}
            onChange={(page) => {
              void navigate(searchUrl({ ...current, page }));
              window.scrollTo({ top: 0 });
            }}
          />
        </nav>
      ) : null}
    </Flex>
  );
}
