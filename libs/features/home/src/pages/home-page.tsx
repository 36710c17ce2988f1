import { useQuery } from '@tanstack/react-query';
import { useLocale, useText } from '@portal/i18n';
import {
  LoadFailed,
  PlainCard,
  PlainEmpty,
  PlainSkeleton,
  PlainSkeletonBlock,
  VISUALLY_HIDDEN_CLASS,
  siteName,
  usePageHead,
  useSite,
  useStructuredDataSite,
} from '@portal/ui-kit';
import { wallQueries } from '../api/wall-queries';
import { ContentWall } from '../components/content-wall';
import '../home.css';
import { siteService, siteWebSite } from '../structured-data';
import { homeText } from '../text';

function WallSkeleton() {
  const t = useText(homeText);
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')}>
      <PlainSkeletonBlock style={{ width: '100%', height: 220 }} />
      <div className="home-skeleton-cards">
        {Array.from({ length: 4 }, (_, index) => (
          <PlainCard key={index}>
            <PlainSkeleton rows={2} />
          </PlainCard>
        ))}
      </div>
      <PlainSkeleton rows={5} style={{ marginTop: 32 }} />
    </div>
  );
}

/** Spec §2 /home: the content wall of spec §7 (banner, statistics, featured, latest, links, rich text). */
export function HomePage() {
  const t = useText(homeText);
  const query = useQuery(wallQueries.wall());
  const site = useSite();
  const locale = useLocale();
  // Issue 15 §Findable: the home page describes the site (a WebSite its visitors can search) and
  // what it does for the public (a GovernmentService).
  const where = useStructuredDataSite();
  usePageHead(
    import.meta.env.SSR
      ? () => {
          const description = t('seo.description', { site: where.name });
          const region = { region: site.regionZh };
          const service = siteService(where, {
            name: t('seo.service.name', region),
            serviceType: t('seo.service.type'),
            area: t(site.kind === 'province' ? 'seo.area.province' : 'seo.area.city', region),
            description,
          });
          return { description, structuredData: [siteWebSite(where, site), service] };
        }
      : null,
  );
  let body;
  if (query.data) {
    body = query.data.blocks.length > 0 ? <ContentWall blocks={query.data.blocks} /> : <PlainEmpty description={t('empty')} style={{ padding: '64px 0' }} />;
  } else if (query.isError) {
    body = <LoadFailed title={t('failed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  } else {
    body = <WallSkeleton />;
  }
  // The page's one h1 names the site (issue 19: the header's name is not a heading); the wall's blocks
  // are h2 sections under it. It is for readers and route focus: the header already shows the name.
  return (
    <div style={{ width: '100%', minWidth: 0 }}>
      <h1 className={VISUALLY_HIDDEN_CLASS}>{siteName(locale, site)}</h1>
      {body}
    </div>
  );
}
