import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { PageSlug } from '@portal/api-contract';
import { LoadFailed, PlainBreadcrumb, PlainCard, PlainSkeleton, PlainText, PlainTitle, RichText } from '@portal/ui-kit';
import { formatDay } from '@portal/util';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { pageQueries } from '../api/pages-queries';
import { pagesText } from '../text';
import '../pages.css';

export interface StaticPageProps {
  slug: PageSlug;
}

/**
 * A static page of spec §2 (/about, /richTextCenter): breadcrumbs, title, the
 * date it was last updated and its sanitised body; a skeleton while loading, a
 * failure with retry.
 */
export function StaticPage({ slug }: StaticPageProps) {
  const t = useText(pagesText);
  const label = t(`label.${slug}`);
  const query = useQuery(pageQueries.detail(slug));
  const page = query.data;

  let body;
  if (page) {
    body = (
      <div className="static-page-body">
        <div className="static-page-head">
          <PlainTitle level={1} className="static-page-title" lang={CONTENT_LANG}>
            {page.title}
          </PlainTitle>
          <PlainText type="secondary">{t('updated', { date: formatDay(page.updatedAt) })}</PlainText>
        </div>
        <div lang={CONTENT_LANG}>
          <RichText html={page.bodyHtml} />
        </div>
      </div>
    );
  } else if (query.isError) {
    body = <LoadFailed title={t(`failed.${slug}`)} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  } else {
    body = (
      <div role="status" aria-busy="true" aria-label={t(`loading.${slug}`)}>
        <PlainSkeleton rows={10} />
      </div>
    );
  }

  return (
    <div className="static-page">
      <PlainBreadcrumb
        items={[
          { key: 'home', title: <Link to="/home">{t('home')}</Link> },
          { key: 'page', title: page ? <span lang={CONTENT_LANG}>{page.title}</span> : label },
        ]}
      />
      <PlainCard className="static-page-card">{body}</PlainCard>
    </div>
  );
}
