import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Breadcrumb, Col, Collapse, Flex, Grid, Pagination, Row, Typography } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { formatThousands } from '@portal/util';
import { resourceQueries } from '../api/resource-queries';
import { FacetPanel } from '../components/facet-panel';
import { ResourceList } from '../components/resource-list';
import { ResourceSearch, ResourceSortSelect } from '../components/resource-toolbar';
import { hasActiveFilters, PAGE_SIZES } from '../hooks/resource-filters';
import { useResourceFilters } from '../hooks/use-resource-filters';
import { RESOURCE_STRINGS } from '../strings';

const S = RESOURCE_STRINGS;

/**
 * Spec §2 /dataResource: the catalogue of data resources with facets, keyword,
 * sort and pages — all of them in the URL (issue 5), so links share a view and
 * back/forward restore it.
 */
export function ResourceListPage() {
  const { search } = useLocation();
  const { filters, setFacet, setKeyword, setSort, setPage, clearFilters } = useResourceFilters();
  // Previous results stay on screen (dimmed) while the next filters load, so the facets do not jump.
  const query = useQuery({ ...resourceQueries.list(filters), placeholderData: keepPreviousData });
  const screens = Grid.useBreakpoint();
  // Before the first measurement useBreakpoint is empty: start with the wide layout.
  const narrow = screens.md === false;
  const data = query.data;
  const busy = query.isFetching && query.isPlaceholderData;
  const canClear = hasActiveFilters(filters);

  const facetPanel = (
    <FacetPanel facets={data?.facets} selected={filters} onChange={setFacet} onClear={canClear ? clearFilters : undefined} busy={busy} />
  );

  return (
    <Flex vertical gap={16} style={{ width: '100%', minWidth: 0 }}>
      <Breadcrumb items={[{ title: <Link to="/home">{S.home}</Link> }, { title: S.title }]} />
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {S.title}
      </Typography.Title>
      <Row gutter={[24, 16]}>
        <Col xs={24} md={8} lg={6}>
          {narrow ? (
            // Under 768 px the facets fold above the list (issue 5: responsive to 375 px).
            <Collapse size="small" items={[{ key: 'facets', label: S.facets.toggle, children: facetPanel }]} />
          ) : (
            <aside aria-label={S.facets.title}>{facetPanel}</aside>
          )}
        </Col>
        <Col xs={24} md={16} lg={18}>
          <Flex vertical gap={16}>
            <ResourceSearch key={filters.keyword} keyword={filters.keyword} onSearch={setKeyword} />
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Typography.Text aria-live="polite">{data ? S.list.total(formatThousands(data.total)) : '\u00a0'}</Typography.Text>
              <ResourceSortSelect value={`${filters.sort}:${filters.order}`} onChange={setSort} />
            </Flex>
            <ResourceList
              items={query.isError ? [] : data?.items}
              loading={query.isPending || busy}
              fromList={search}
              onClear={canClear ? clearFilters : undefined}
              skeletonRows={Math.min(filters.pageSize, 5)}
            />
            {data && data.total > 0 ? (
              <nav aria-label={S.list.pagination}>
                <Pagination
                  align="center"
                  current={filters.page}
                  pageSize={filters.pageSize}
                  total={data.total}
                  pageSizeOptions={PAGE_SIZES.map(String)}
                  showSizeChanger
                  showLessItems={narrow}
                  size={narrow ? 'small' : 'medium'}
                  onChange={setPage}
                />
              </nav>
            ) : null}
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
