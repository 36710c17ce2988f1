import { Empty, Flex, Timeline, Typography } from 'antd';
import { formatMinute } from '@portal/util';
import { APPLICATION_ACTION_LABELS, APPLICATION_STATUS_LABELS, REVIEW_STAGE_LABELS, type ApplicationAction, type Transition } from '@portal/api-contract';
import { ONBOARDING_STRINGS } from '../strings';

const S = ONBOARDING_STRINGS.timeline;
const ACTORS = ONBOARDING_STRINGS.common.actor;

const COLORS: Partial<Record<ApplicationAction, string>> = { pass: 'green', reject: 'red', return: 'orange', withdraw: 'gray' };

export interface ApplicationTimelineProps {
  /** Every transition, oldest first (as the contract gives them). */
  timeline: Transition[];
}

/**
 * Issue 6 domain/detail: every transition of an application — who (name and role),
 * when, from → to, at which stage, with the opinion. Oldest first, so rounds read
 * in order.
 */
export function ApplicationTimeline({ timeline }: ApplicationTimelineProps) {
  if (timeline.length === 0) return <Empty description={ONBOARDING_STRINGS.detail.timelineEmpty} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      items={timeline.map((step) => ({
        key: `${step.version}-${step.action}`,
        color: COLORS[step.action] ?? 'blue',
        content: (
          <Flex vertical gap={2}>
            <Flex wrap gap={8} align="baseline">
              <Typography.Text strong>{APPLICATION_ACTION_LABELS[step.action]}</Typography.Text>
              <Typography.Text type="secondary">
                {step.fromStatus
                  ? S.transition(APPLICATION_STATUS_LABELS[step.fromStatus], APPLICATION_STATUS_LABELS[step.toStatus])
                  : S.created(APPLICATION_STATUS_LABELS[step.toStatus])}
              </Typography.Text>
            </Flex>
            <Typography.Text type="secondary">
              <time dateTime={step.at}>{formatMinute(step.at)}</time>
              {' · '}
              {step.actor.name}（{ACTORS[step.actor.type]}）{step.stage ? ` · ${S.stage}：${REVIEW_STAGE_LABELS[step.stage]}` : ''}
            </Typography.Text>
            {step.opinion ? (
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>
                {S.opinion}：{step.opinion}
              </Typography.Paragraph>
            ) : null}
          </Flex>
        ),
      }))}
    />
  );
}
