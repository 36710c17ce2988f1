import type { ApplicationAction, Transition } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { ReviewTimeline, type StatusTone } from '@portal/ui-kit';
import { dataUseText } from '../text';

const TONES: Partial<Record<ApplicationAction, StatusTone>> = { pass: 'success', reject: 'danger', return: 'warning', withdraw: 'neutral' };

export interface ApplicationTimelineProps {
  /** Every transition, oldest first (as the contract gives them). */
  timeline: Transition[];
}

/** Issue 22 data-use/detail: every transition of an application (who, when, from → to, stage, opinion) in this feature's words. */
export function ApplicationTimeline({ timeline }: ApplicationTimelineProps) {
  const t = useText(dataUseText);
  const items = timeline.map((step) => ({
    key: `${step.version}-${step.action}`,
    tone: TONES[step.action],
    title: t(`action.${step.action}`),
    from: step.fromStatus && t(`status.${step.fromStatus}`),
    to: t(`status.${step.toStatus}`),
    at: step.at,
    actor: t('common.actorNamed', { name: step.actor.name, role: t(`actor.${step.actor.type}`) }),
    stage: step.stage && t(`stage.${step.stage}`),
    opinion: step.opinion,
  }));
  return <ReviewTimeline items={items} />;
}
