import { Empty, Flex, Timeline, Typography } from 'antd';
import { formatMinute } from '@portal/util';
import { useText } from '@portal/i18n';
import { reviewText } from '../review-text';
import type { StatusTone } from '../content/status-tag';

/** The dot's colour of each tone (antd's Timeline colours). */
const TONE_COLORS: Record<StatusTone, string> = {
  neutral: 'gray',
  info: 'blue',
  progress: 'blue',
  success: 'green',
  danger: 'red',
  warning: 'orange',
  accent: 'purple',
};

/** One step of a record's review history, in the reader's language. */
export interface ReviewTimelineItem {
  key: string;
  /** What the step meant (passed, rejected …); default info. */
  tone?: StatusTone | undefined;
  /** What was done (提交, 通过 …). */
  title: string;
  /** The status before, if there was one, and after: shown as from → to. */
  from?: string | null | undefined;
  to: string;
  /** When, ISO 8601 (shown to the minute, China Standard Time). */
  at: string;
  /** Who, e.g. 王管理（平台管理员）. */
  actor: string;
  /** At which review stage, if any (初审 …). */
  stage?: string | null | undefined;
  /** The opinion as written. */
  opinion?: string | null | undefined;
}

export interface ReviewTimelineProps {
  /** Oldest first, so rounds read in order. */
  items: readonly ReviewTimelineItem[];
  /** Said when there is no step yet (default 暂无审批记录). */
  empty?: string;
}

/**
 * A review history (issues 6, 22): each step with what was done, from → to, when, who, at which stage,
 * and the opinion. The feature maps its records and labels to items; the look is shared.
 */
export function ReviewTimeline({ items, empty }: ReviewTimelineProps) {
  const t = useText(reviewText);
  if (items.length === 0) return <Empty description={empty ?? t('timeline.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      items={items.map((item) => ({
        key: item.key,
        color: TONE_COLORS[item.tone ?? 'info'],
        content: (
          <Flex vertical gap={2}>
            <Flex wrap gap={8} align="baseline">
              <Typography.Text strong>{item.title}</Typography.Text>
              <Typography.Text type="secondary">{item.from ? `${item.from} → ${item.to}` : `→ ${item.to}`}</Typography.Text>
            </Flex>
            <Typography.Text type="secondary">
              <time dateTime={item.at}>{formatMinute(item.at)}</time>
              {' · '}
              {item.actor}
              {item.stage ? ` · ${t('timeline.stage', { stage: item.stage })}` : ''}
            </Typography.Text>
            {item.opinion ? (
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>{t('timeline.opinion', { opinion: item.opinion })}</Typography.Paragraph>
            ) : null}
          </Flex>
        ),
      }))}
    />
  );
}
