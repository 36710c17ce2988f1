import { Skeleton, Typography } from 'antd';
import { Component, Suspense, lazy, type ReactNode } from 'react';
import { useText } from '@portal/i18n';
import { analyticsText } from './text';

/** The charts load on their own, after the page: its tables are readable before the chart library arrives. */
const loadCharts = () => import('./analytics-charts');
export const TrendChart = lazy(() => loadCharts().then((module) => ({ default: module.TrendChart })));
export const RankChart = lazy(() => loadCharts().then((module) => ({ default: module.RankChart })));

function ChartUnavailable() {
  const t = useText(analyticsText);
  return <Typography.Text type="secondary">{t('chart.unavailable')}</Typography.Text>;
}

/** A chart that failed (its code did not load, or the canvas refused): a line in its place; the table stays. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <ChartUnavailable />;
    return this.props.children;
  }
}

export interface ChartFrameProps {
  /** What the chart shows, in words: its accessible name. */
  summary: string;
  height: number;
  children: ReactNode;
}

/**
 * A chart's place on the page: an image named by its summary (`role="img"`), the drawing inside it
 * hidden from assistive technology (a canvas says nothing; the table under the chart is its
 * accessible version). Its height is kept while the chart loads, so nothing below it moves.
 */
export function ChartFrame({ summary, height, children }: ChartFrameProps) {
  return (
    <div role="img" aria-label={summary} style={{ height, minWidth: 0 }}>
      <div aria-hidden="true" style={{ height: '100%' }}>
        <ChartBoundary>
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>{children}</Suspense>
        </ChartBoundary>
      </div>
    </div>
  );
}
