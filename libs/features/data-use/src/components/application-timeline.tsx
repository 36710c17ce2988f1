import { Empty, Flex, Timeline, Typography } from 'antd';
import { formatMinute } from '@portal/util';
import type { ApplicationAction, Transition } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { dataUseText } from '../text';

const COLORS: Partial<Record<ApplicationAction, string>> = { pass: 'green', reject: 'red', return: 'orange', withdraw: 'gray' };

export interface ApplicationTimelineProps {
  /** Every transition, oldest first (as the contract gives them). */
  timeline: Transition[];
}

/**
 * Issue 22 data-use/detail (the look of onboarding's, issue 6): every transition of an application — who (name and role),
 * when, from → to, at which stage, with the opinion. Oldest first, so rounds read
 * in order.
 */
export function ApplicationTimeline({ timeline }: ApplicationTimelineProps) {
  const t = useText(dataUseText);
  if (timeline.length === 0) return <Empty description={t('detail.timelineEmpty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      items={timeline.map((step) => ({
        key: `${step.version}-${step.action}`,
        color: COLORS[step.action] ?? 'blue',
        content: (
          <Flex vertical gap={2}>
            <Flex wrap gap={8} align="baseline">
              <Typography.Text strong>{t(`action.${step.action}`)}</Typography.Text>
              <Typography.Text type="secondary">
                {step.fromStatus ? `${t(`status.${step.fromStatus}`)} → ${t(`status.${step.toStatus}`)}` : `→ ${t(`status.${step.toStatus}`)}`}
              </Typography.Text>
            </Flex>
            <Typography.Text type="secondary">
              <time dateTime={step.at}>{formatMinute(step.at)}</time>
              {' · '}
              {t('common.actorNamed', { name: step.actor.name, role: t(`actor.${step.actor.type}`) })}
              {step.stage ? ` · ${t('timeline.stage', { stage: t(`stage.${step.stage}`) })}` : ''}
            </Typography.Text>
            {step.opinion ? (
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>{t('timeline.opinion', { opinion: step.opinion })}</Typography.Paragraph>
            ) : null}
          </Flex>
        ),
      }))}
    />
  );
}
