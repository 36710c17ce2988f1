import { isId } from '@portal/api-contract';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import type { NewsDetail } from '@portal/api-contract';
import { DetailFrame, useFromListSearch, usePageHead, useStructuredDataSite } from '@portal/ui-kit';
import { newsQueries } from '../api/news-queries';
import { NewsArticle } from '../components/news-article';
import { useText } from '@portal/i18n';
import { newsText } from '../text';
import { newsArticle } from '../structured-data';

/** Issue 15 §Findable: the item describes itself as a NewsArticle. */
function NewsHead({ news }: { news: NewsDetail }) {
  const site = useStructuredDataSite();
  usePageHead(import.meta.env.SSR ? () => ({ description: news.summary, type: 'article', structuredData: [newsArticle(news, site)] }) : null);
  return null;
}

/** Spec §2 /dynamics/detail/:id (the announcement detail); an unknown id (code 4011) goes to /404 (spec §8). */
export function NewsDetailPage() {
  const { id } = useParams();
  const valid = isId(id);
  const fromList = useFromListSearch();
  const t = useText(newsText);
  const query = useQuery({ ...newsQueries.detail(id ?? ''), enabled: valid });

  // An id that cannot exist is the same as an unknown one (code 4011 → /404).
  if (!valid) return <Navigate to="/404" replace />;

  return (
    <DetailFrame
      listPath="/dynamics"
      listLabel={t('title')}
      backLabel={t('detail.back')}
      homeLabel={t('home')}
      current={query.data?.title}
      status={query.data ? 'success' : query.isError ? 'error' : 'pending'}
      loadingLabel={t('detail.loading')}
      errorTitle={t('detail.failed')}
      retryLabel={t('detail.retry')}
      onRetry={() => void query.refetch()}
    >
      {query.data ? (
        <>
          <NewsHead news={query.data} />
          <NewsArticle news={query.data} fromList={fromList} />
        </>
      ) : null}
    </DetailFrame>
  );
}
