import { Col, Flex, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { FUNNEL_STAGE_LABELS, type AnalyticsReport } from '@portal/api-contract';
import { Section } from '@portal/ui-kit';
import { appliedCount, funnelSummary, hasDailyUsage, hasFunnel, pagesSummary, trendPoints, trendSummary } from './analytics-format';
import { ChartFrame, RankChart, TrendChart } from './chart-frame';
import { EmptyNote, ReportTable } from './report-table';
import { DAILY_TABLE, DETAILS_TABLE, DOWNLOADS_TABLE, MEDIANS_TABLE, PAGES_TABLE, SEARCHES_TABLE, ZERO_RESULTS_TABLE, funnelTable } from './report-tables';
import { ANALYTICS_STRINGS } from './strings';

const S = ANALYTICS_STRINGS;

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
  const points = useMemo(() => trendPoints(report.daily), [report.daily]);
  return (
    <Section title={S.trend.title}>
      {hasDailyUsage(report.daily) ? (
        <Flex vertical gap={16}>
          <ChartFrame summary={trendSummary(report.daily, report.from, report.to)} height={TREND_HEIGHT}>
            <TrendChart points={points} height={TREND_HEIGHT} />
          </ChartFrame>
          <ReportTable spec={DAILY_TABLE} rows={report.daily} fileName={fileOf(DAILY_TABLE.name)} empty={S.trend.empty} pageSize={DAILY_PAGE_SIZE} />
        </Flex>
      ) : (
        <EmptyNote text={S.trend.empty} />
      )}
    </Section>
  );
}

/** 页面浏览: views per page as bars, then the pages with their routes. */
export function PagesSection({ report, fileOf }: SectionProps) {
  const bars = useMemo(() => report.pages.map((page) => ({ label: page.label, value: page.views })), [report.pages]);
  return (
    <Section title={S.pages.title}>
      {report.pages.length > 0 ? (
        <Flex vertical gap={16}>
          <ChartFrame summary={pagesSummary(report.pages)} height={barsHeight(bars.length)}>
            <RankChart bars={bars} height={barsHeight(bars.length)} valueName={S.pages.columns.views} />
          </ChartFrame>
          <ReportTable spec={PAGES_TABLE} rows={report.pages} fileName={fileOf(PAGES_TABLE.name)} empty={S.pages.empty} />
        </Flex>
      ) : (
        <EmptyNote text={S.pages.empty} />
      )}
    </Section>
  );
}

/** 热门详情: the most viewed resources, products and news. */
export function DetailsSection({ report, fileOf }: SectionProps) {
  return (
    <Section title={S.details.title}>
      <ReportTable spec={DETAILS_TABLE} rows={report.details} fileName={fileOf(DETAILS_TABLE.name)} empty={S.details.empty} />
    </Section>
  );
}

/** 下载排行: the most downloaded files. */
export function DownloadsSection({ report, fileOf }: SectionProps) {
  return (
    <Section title={S.downloads.title}>
      <ReportTable spec={DOWNLOADS_TABLE} rows={report.downloads} fileName={fileOf(DOWNLOADS_TABLE.name)} empty={S.downloads.empty} />
    </Section>
  );
}

/** 搜索: the most frequent searches, and those that found nothing. */
export function SearchesSection({ report, fileOf }: SectionProps) {
  return (
    <Section title={S.searches.title}>
      <Flex vertical gap={24}>
        <ReportTable spec={SEARCHES_TABLE} rows={report.searches} fileName={fileOf(SEARCHES_TABLE.name)} heading empty={S.searches.topEmpty} />
        <ReportTable spec={ZERO_RESULTS_TABLE} rows={report.zeroResults} fileName={fileOf(ZERO_RESULTS_TABLE.name)} heading empty={S.searches.zeroEmpty} />
      </Flex>
    </Section>
  );
}

/** 入驻审核漏斗: how many applications reached each stage, and how long the stages took (medians). */
export function FunnelSection({ report, fileOf }: SectionProps) {
  const { stages, medians } = report.funnel;
  const bars = useMemo(() => stages.map((stage) => ({ label: FUNNEL_STAGE_LABELS[stage.stage], value: stage.count })), [stages]);
  const stageTable = funnelTable(appliedCount(stages));
  return (
    <Section title={S.funnel.title}>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{S.funnel.hint}</Typography.Text>
        {hasFunnel(report.funnel) ? (
          <Row gutter={[24, 16]}>
            <Col xs={24} xl={12}>
              <ChartFrame summary={funnelSummary(stages)} height={barsHeight(bars.length)}>
                <RankChart bars={bars} height={barsHeight(bars.length)} valueName={S.funnel.stageColumns.count} />
              </ChartFrame>
            </Col>
            <Col xs={24} xl={12}>
              <Flex vertical gap={24}>
                <ReportTable spec={stageTable} rows={stages} fileName={fileOf(stageTable.name)} heading empty={S.funnel.empty} />
                <ReportTable spec={MEDIANS_TABLE} rows={medians} fileName={fileOf(MEDIANS_TABLE.name)} heading empty={S.funnel.empty} />
              </Flex>
            </Col>
          </Row>
        ) : (
          <EmptyNote text={S.funnel.empty} />
        )}
      </Flex>
    </Section>
  );
}
