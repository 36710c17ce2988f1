import type { ApplicationAction, Transition } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { ReviewTimeline, type StatusTone } from '@portal/ui-kit';
import { onboardingText } from '../text';

const TONES: Partial<Record<ApplicationAction, StatusTone>> = { pass: 'success', reject: 'danger', return: 'warning', withdraw: 'neutral' };

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
  const t = useText(onboardingText);
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
