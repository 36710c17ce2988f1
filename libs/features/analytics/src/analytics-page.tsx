import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ANALYTICS_MAX_DAYS, type AnalyticsReport } from '@portal/api-contract';
import { errorMessage } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { findSiteIdentity } from '@portal/site-config';
import { LoadFailed, WorkspacePage, usePageTitle } from '@portal/ui-kit';
import { AnalyticsFilterBar } from './analytics-filter-bar';
import { analyticsFiltersFromParams, beijingToday, effectiveRange, rangeProblem, type DayRange } from './analytics-filters';
import { count } from './analytics-format';
import { analyticsQueries } from './analytics-queries';
import { DetailsSection, DownloadsSection, FunnelSection, PagesSection, SearchesSection, TrendSection } from './analytics-sections';
import { csvFileName } from './csv';
import { analyticsText } from './text';

const TOTALS = ['pageViews', 'detailViews', 'downloads', 'searches', 'zeroResultSearches'] as const;

const gridList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
} as const;

/** The report's totals as cards: 页面浏览, 详情浏览, 下载, 搜索, 无结果搜索. */
function TotalCards({ totals }: { totals: AnalyticsReport['totals'] }) {
  const t = useText(analyticsText);
  return (
    <ul aria-label={t('totals.label')} style={gridList}>
      {TOTALS.map((key) => (
        <li key={key} style={{ minWidth: 0 }}>
          <Card size="small">
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {t(`totals.${key}`)}
            </Typography.Text>
            <Typography.Text strong style={{ display: 'block', fontSize: 24 }}>
              {count(totals[key])}
            </Typography.Text>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** While the first report loads: the cards' and sections' shapes. */
function ReportSkeleton() {
  const t = useText(analyticsText);
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')}>
      <Flex vertical gap={16}>
        <ul aria-hidden="true" style={gridList}>
          {TOTALS.map((key) => (
            <li key={key}>
              <Card size="small">
                <Skeleton active title={false} paragraph={{ rows: 2 }} />
              </Card>
            </li>
          ))}
        </ul>
        <Card size="small">
          <Skeleton active title={false} paragraph={{ rows: 8 }} />
        </Card>
      </Flex>
    </div>
  );
}

/** The report of a range and site: totals, then each section with its chart and its table. */
function ReportView({ range, site }: { range: DayRange; site: string | undefined }) {
  const report = useQuery(analyticsQueries.report(range, site));
  const t = useText(analyticsText);
  const data = report.data;
  if (!data) {
    if (report.isError) {
      return <LoadFailed title={t('failed')} subTitle={errorMessage(report.error, '')} retryLabel={t('retry')} onRetry={() => void report.refetch()} />;
    }
    return <ReportSkeleton />;
  }
  const identity = data.site ? findSiteIdentity(data.site) : undefined;
  // The site's name is the directory's (Chinese) one in either language.
  const siteName = data.site ? (identity?.nameZh ?? data.site) : t('filters.allSites');
  const fileOf = (table: string) => csvFileName(table, data.from, data.to, data.site ? (identity?.regionZh ?? data.site) : undefined, t);
  const sections = { report: data, fileOf };
  // Another range or site loading: the last report stays, dimmed, until the new one is in.
  const updating = report.isPlaceholderData;
  return (
    <Flex vertical gap={16} aria-busy={updating} style={{ opacity: updating ? 0.6 : 1, transition: 'opacity 0.2s' }}>
      <Typography.Text type="secondary">
        {t('rangeCaption', { from: data.from, to: data.to, site: siteName })}
        {updating ? ` · ${t('updating')}` : ''}
      </Typography.Text>
      <TotalCards totals={data.totals} />
      <TrendSection {...sections} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <PagesSection {...sections} />
        </Col>
        <Col xs={24} xl={12}>
          <DetailsSection {...sections} />
        </Col>
        <Col xs={24} xl={12}>
          <DownloadsSection {...sections} />
        </Col>
        <Col xs={24} xl={12}>
          <SearchesSection {...sections} />
        </Col>
      </Row>
      <FunnelSection {...sections} />
    </Flex>
  );
}

/**
 * Issue 18 /workspace/analytics (decision 0031): usage of the portal, counted on the server without
 * any tracker or anything personal — page views, detail views, downloads, searches (and those that
 * found nothing) and the onboarding funnel, for a range of Beijing days and one site or all. The
 * filters live in the URL; a range the report cannot cover is refused before anything is asked.
 * Each chart has a table of the same numbers under it, with a CSV export; the chart library loads
 * after the tables (chart-frame.tsx).
 */
export function AnalyticsPage() {
  const t = useText(analyticsText);
  usePageTitle(t('title'));
  const [params] = useSearchParams();
  const filters = analyticsFiltersFromParams(params);
  const today = beijingToday();
  const range = effectiveRange(filters, today);
  const problem = rangeProblem(range);
  return (
    <WorkspacePage title={t('title')} subtitle={t('subtitle')}>
      <Card size="small">
        <AnalyticsFilterBar range={range} site={filters.site} today={today} />
      </Card>
      {problem ? (
        <Alert
          type="error"
          showIcon
          title={t('rangeErrors.invalid', { reason: t(`rangeErrors.${problem}`, { max: ANALYTICS_MAX_DAYS }) })}
          description={t('rangeErrors.invalidHint')}
        />
      ) : (
        <ReportView range={range} site={filters.site} />
      )}
    </WorkspacePage>
  );
}
