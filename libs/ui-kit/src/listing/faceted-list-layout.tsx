import { Breadcrumb, Col, Collapse, Flex, Grid, Pagination, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface ListPaging {
  current: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  onChange: (page: number, pageSize: number) => void;
  /** Accessible name of the pagination landmark. */
  label?: string;
}

export interface FacetedListLayoutProps {
  /** The page heading and last breadcrumb, e.g. 数据产品. */
  title: string;
  homeLabel?: string;
  /** Names the facet column, and the toggle that folds it on narrow screens. */
  facetsLabel: string;
  facets: ReactNode;
  search: ReactNode;
  /** The count line (announced politely when it changes). */
  summary: ReactNode;
  sort: ReactNode;
  /** The list itself. */
  children: ReactNode;
  /** Pagination, when there are rows. */
  paging?: ListPaging;
}

/**
 * The frame of a faceted catalogue list (spec §2 /dataResource, /dataProduct):
 * breadcrumbs, heading, facets beside the list, search, count and sort above it,
 * pages below. Under 768 px the facets fold above the list (issue 5: down to 375 px).
 */
export function FacetedListLayout({ title, homeLabel = '首页', facetsLabel, facets, search, summary, sort, children, paging }: FacetedListLayoutProps) {
  const screens = Grid.useBreakpoint();
  // Before the first measurement useBreakpoint is empty: start with the wide layout.
  const narrow = screens.md === false;
  return (
    <Flex vertical gap={16} style={{ width: '100%', minWidth: 0 }}>
      <Breadcrumb items={[{ title: <Link to="/home">{homeLabel}</Link> }, { title }]} />
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {title}
      </Typography.Title>
      <Row gutter={[24, 16]}>
        <Col xs={24} md={8} lg={6}>
          {narrow ? (
            <Collapse size="small" items={[{ key: 'facets', label: facetsLabel, children: facets }]} />
          ) : (
            <aside aria-label={facetsLabel}>{facets}</aside>
          )}
        </Col>
        <Col xs={24} md={16} lg={18}>
          <Flex vertical gap={16}>
            {search}
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Typography.Text aria-live="polite">{summary}</Typography.Text>
              {sort}
            </Flex>
            {children}
            {paging && paging.total > 0 ? (
              <nav aria-label={paging.label ?? '分页'}>
                <Pagination
                  align="center"
                  current={paging.current}
                  pageSize={paging.pageSize}
                  total={paging.total}
                  pageSizeOptions={paging.pageSizes.map(String)}
                  showSizeChanger
                  showLessItems={narrow}
                  size={narrow ? 'small' : 'medium'}
                  onChange={paging.onChange}
                />
              </nav>
            ) : null}
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
