import { Col, Flex, Row, Typography } from 'antd';
import { useMemo } from 'react';
import type { AnalyticsReport } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { Section } from '@portal/ui-kit';
import { appliedCount, funnelSummary, hasDailyUsage, hasFunnel, pagesSummary, trendPoints, trendSummary } from './analytics-format';
import { ChartFrame, RankChart, TrendChart } from './chart-frame';
import { EmptyNote, ReportTable } from './report-table';
import { DAILY_TABLE, DETAILS_TABLE, DOWNLOADS_TABLE, MEDIANS_TABLE, PAGES_TABLE, SEARCHES_TABLE, ZERO_RESULTS_TABLE, funnelTable } from './report-tables';
import { analyticsText } from './text';

const TREND_HEIGHT = 300;
/** A bar chart's height: room for each bar and the value axis. */
const barsHeight = (bars: number) => Math.max(160, 48 + bars * 36);
/** A month of days per page of the daily table. */
const DAILY_PAGE_SIZE = 31;

export interface SectionProps {
  report: AnalyticsReport;
  /** The CSV file name of a table of this report (its name, the site, the range). */
  fileOf: (table: string) => string;
}

/** 每日趋势: the four daily counts as lines, then the days as a table. */
export function TrendSection({ report, fileOf }: SectionProps) {
  const t = useText(analyticsText);
  const points = useMemo(() => trendPoints(report.daily, t), [report.daily, t]);
  return (
    <Section title={t('trend.title')}>
      {hasDailyUsage(report.daily) ? (
        <Flex vertical gap={16}>
          <ChartFrame summary={trendSummary(report.daily, report.from, report.to, t)} height={TREND_HEIGHT}>
            <TrendChart points={points} height={TREND_HEIGHT} />
          </ChartFrame>
          <ReportTable spec={DAILY_TABLE} rows={report.daily} fileOf={fileOf} empty={t('trend.empty')} pageSize={DAILY_PAGE_SIZE} />
        </Flex>
      ) : (
        <EmptyNote text={t('trend.empty')} />
      )}
    </Section>
  );
}

/** 页面浏览: views per page as bars, then the pages with their routes. */
export function PagesSection({ report, fileOf }: SectionProps) {
  const t = useText(analyticsText);
  const bars = useMemo(() => report.pages.map((page) => ({ label: page.label, value: page.views })), [report.pages]);
  return (
    <Section title={t('pages.title')}>
      {report.pages.length > 0 ? (
        <Flex vertical gap={16}>
          <ChartFrame summary={pagesSummary(report.pages, t)} height={barsHeight(bars.length)}>
            <RankChart bars={bars} height={barsHeight(bars.length)} valueName={t('pages.columns.views')} />
          </ChartFrame>
          <ReportTable spec={PAGES_TABLE} rows={report.pages} fileOf={fileOf} empty={t('pages.empty')} />
        </Flex>
      ) : (
        <EmptyNote text={t('pages.empty')} />
      )}
    </Section>
  );
}

/** 热门详情: the most viewed resources, products and news. */
export function DetailsSection({ report, fileOf }: SectionProps) {
  const t = useText(analyticsText);
  return (
    <Section title={t('details.title')}>
      <ReportTable spec={DETAILS_TABLE} rows={report.details} fileOf={fileOf} empty={t('details.empty')} />
    </Section>
  );
}

/** 下载排行: the most downloaded files. */
export function DownloadsSection({ report, fileOf }: SectionProps) {
  const t = useText(analyticsText);
  return (
    <Section title={t('downloads.title')}>
      <ReportTable spec={DOWNLOADS_TABLE} rows={report.downloads} fileOf={fileOf} empty={t('downloads.empty')} />
    </Section>
  );
}

/** 搜索: the most frequent searches, and those that found nothing. */
export function SearchesSection({ report, fileOf }: SectionProps) {
  const t = useText(analyticsText);
  return (
    <Section title={t('searches.title')}>
      <Flex vertical gap={24}>
        <ReportTable spec={SEARCHES_TABLE} rows={report.searches} fileOf={fileOf} heading empty={t('searches.topEmpty')} />
        <ReportTable spec={ZERO_RESULTS_TABLE} rows={report.zeroResults} fileOf={fileOf} heading empty={t('searches.zeroEmpty')} />
      </Flex>
    </Section>
  );
}

/** 入驻审核漏斗: how many applications reached each stage, and how long the stages took (medians). */
export function FunnelSection({ report, fileOf }: SectionProps) {
  const t = useText(analyticsText);
  const { stages, medians } = report.funnel;
  const bars = useMemo(() => stages.map((stage) => ({ label: t(`funnelStage.${stage.stage}`), value: stage.count })), [stages, t]);
  const stageTable = funnelTable(appliedCount(stages));
  return (
    <Section title={t('funnel.title')}>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('funnel.hint')}</Typography.Text>
        {hasFunnel(report.funnel) ? (
          <Row gutter={[24, 16]}>
            <Col xs={24} xl={12}>
              <ChartFrame summary={funnelSummary(stages, t)} height={barsHeight(bars.length)}>
                <RankChart bars={bars} height={barsHeight(bars.length)} valueName={t('funnel.stageColumns.count')} />
              </ChartFrame>
            </Col>
            <Col xs={24} xl={12}>
              <Flex vertical gap={24}>
                <ReportTable spec={stageTable} rows={stages} fileOf={fileOf} heading empty={t('funnel.empty')} />
                <ReportTable spec={MEDIANS_TABLE} rows={medians} fileOf={fileOf} heading empty={t('funnel.empty')} />
              </Flex>
            </Col>
          </Row>
        ) : (
          <EmptyNote text={t('funnel.empty')} />
        )}
      </Flex>
    </Section>
  );
}
