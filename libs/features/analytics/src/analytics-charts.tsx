/**
 * The analytics page's charts (G2 through @ant-design/plots, drawn on a canvas). This module is
 * only ever imported lazily (chart-frame.tsx), so the chart library loads with the charts and
 * never with the app or the page's tables. The frame around each chart names it for assistive
 * technology and hides the canvas; the table under it carries the same numbers.
 */
import { Bar, Line } from '@ant-design/plots';
import { theme } from 'antd';
import { useMemo } from 'react';
import { count } from './analytics-format';
import { TOOLTIP_INTERACTION } from './chart-tooltip';

/** Animations only for those who have not asked for less motion. */
const animate = (): boolean => !(typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);

/** A day's month and day for the axis (the table has the full date). */
const monthDay = (day: unknown): string => String(day).slice(5);

const countText = (value: number): string => count(value);

// Module constants: the chart wrapper redraws when its config changes (a deep compare, where a new
// function counts as a change), so nothing here is made anew on each render.
const valueAxis = { title: false, labelFormatter: countText } as const;
const TREND_AXIS = { x: { title: false, labelFormatter: monthDay, labelAutoHide: true }, y: valueAxis } as const;
const TREND_LEGEND = { color: { position: 'top', layout: { justifyContent: 'center' } } } as const;
const TREND_TOOLTIP = { title: 'day', items: [{ channel: 'y', valueFormatter: countText }] };
// The value axis runs along the bottom of a bar chart: its labels stay level, and thin out when crowded.
const RANK_AXIS = { x: { title: false }, y: { ...valueAxis, labelAutoRotate: false, labelAutoHide: true } } as const;

export interface TrendChartProps {
  /** One point per day and series (analytics-format's trendPoints). */
  points: { day: string; series: string; value: number }[];
  height: number;
}

/** 每日趋势: a line per series over the days of the range. */
export function TrendChart({ points, height }: TrendChartProps) {
  return (
    <Line
      data={points}
      xField="day"
      yField="value"
      colorField="series"
      height={height}
      autoFit
      animate={animate() ? undefined : false}
      axis={TREND_AXIS}
      legend={TREND_LEGEND}
      tooltip={TREND_TOOLTIP}
      interaction={TOOLTIP_INTERACTION}
    />
  );
}

export interface RankChartProps {
  /** The bars, top to bottom. */
  bars: { label: string; value: number }[];
  height: number;
  /** What a bar counts, for its tooltip (浏览量, 数量…). */
  valueName: string;
}

/** A horizontal bar per item (pages by views, the funnel's stages), in the site's primary colour. */
export function RankChart({ bars, height, valueName }: RankChartProps) {
  const { token } = theme.useToken();
  const style = useMemo(() => ({ fill: token.colorPrimary, maxWidth: 28 }), [token.colorPrimary]);
  const tooltip = useMemo(() => ({ title: 'label', items: [{ channel: 'y', name: valueName, valueFormatter: countText }] }), [valueName]);
  return (
    <Bar
      data={bars}
      xField="label"
      yField="value"
      height={height}
      autoFit
      animate={animate() ? undefined : false}
      style={style}
      axis={RANK_AXIS}
      tooltip={tooltip}
      interaction={TOOLTIP_INTERACTION}
    />
  );
}
