import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Card, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { PageSlug } from '@portal/api-contract';
import { LoadFailed, RichText } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { pageQueries } from '../api/pages-queries';
import { PAGE_STRINGS } from '../strings';

const S = PAGE_STRINGS;

export interface StaticPageProps {
  slug: PageSlug;
}

/**
 * A static page of spec §2 (/about, /richTextCenter): breadcrumbs, title, the
 * date it was last updated and its sanitised body; a skeleton while loading, a
 * failure with retry.
 */
export function StaticPage({ slug }: StaticPageProps) {
  const label = S.labels[slug];
  const query = useQuery(pageQueries.detail(slug));
  const page = query.data;

  let body;
  if (page) {
    body = (
      <Flex vertical gap={16}>
        <Flex vertical gap={4}>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0, overflowWrap: 'anywhere' }}>
            {page.title}
          </Typography.Title>
          <Typography.Text type="secondary">
            {S.updated}：{formatDay(page.updatedAt)}
          </Typography.Text>
        </Flex>
        <RichText html={page.bodyHtml} />
      </Flex>
    );
  } else if (query.isError) {
    body = <LoadFailed title={S.failed(label)} retryLabel={S.retry} onRetry={() => void query.refetch()} />;
  } else {
    body = (
      <div role="status" aria-busy="true" aria-label={S.loading(label)}>
        {/* No skeleton title: antd renders it as an empty h3 (axe empty-heading). */}
        <Skeleton active title={false} paragraph={{ rows: 10, width: ['40%', '100%', '100%', '100%', '100%', '100%', '100%', '100%', '100%', '60%'] }} />
      </div>
    );
  }

  return (
    <Flex vertical gap={16} style={{ width: '100%', minWidth: 0 }}>
      <Breadcrumb items={[{ title: <Link to="/home">{S.home}</Link> }, { title: page?.title ?? label }]} />
      <Card styles={{ body: { padding: 'clamp(16px, 4vw, 40px)' } }}>{body}</Card>
    </Flex>
  );
}
