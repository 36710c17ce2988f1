import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { PageSlug } from '@portal/api-contract';
import { LoadFailed, PlainBreadcrumb, PlainCard, PlainSkeleton, PlainText, PlainTitle, RichText } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { pageQueries } from '../api/pages-queries';
import { PAGE_STRINGS } from '../strings';
import '../pages.css';

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
      <div className="static-page-body">
        <div className="static-page-head">
          <PlainTitle level={1} className="static-page-title">
            {page.title}
          </PlainTitle>
          <PlainText type="secondary">
            {S.updated}：{formatDay(page.updatedAt)}
          </PlainText>
        </div>
        <RichText html={page.bodyHtml} />
      </div>
    );
  } else if (query.isError) {
    body = <LoadFailed title={S.failed(label)} retryLabel={S.retry} onRetry={() => void query.refetch()} />;
  } else {
    body = (
      <div role="status" aria-busy="true" aria-label={S.loading(label)}>
        <PlainSkeleton rows={10} />
      </div>
    );
  }

  return (
    <div className="static-page">
      <PlainBreadcrumb
        items={[
          { key: 'home', title: <Link to="/home">{S.home}</Link> },
          { key: 'page', title: page?.title ?? label },
        ]}
      />
      <PlainCard className="static-page-card">{body}</PlainCard>
    </div>
  );
}
