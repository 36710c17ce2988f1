import { Alert, Typography } from 'antd';
import type { DataUseDetail } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { formatMinute } from '@portal/util';
import { dataUseText } from '../text';

/**
 * Above the form of a returned or rejected application: the decision being answered — what, at which
 * stage, by whom, when, and the reviewer's opinion — so the corporation revises with the reasons in view.
 */
export function LatestOpinion({ application }: { application: Pick<DataUseDetail, 'status' | 'timeline'> }) {
  const t = useText(dataUseText);
  if (application.status !== 'returned' && application.status !== 'rejected') return null;
  const decision = [...application.timeline].reverse().find((step) => step.action === 'reject' || step.action === 'return');
  if (!decision) return null;
  return (
    <Alert
      type={application.status === 'rejected' ? 'error' : 'warning'}
      showIcon
      role="note"
      title={t('opinion.title', {
        decision: t(`action.${decision.action}`),
        stage: decision.stage ? t(`stage.${decision.stage}`) : '—',
        name: decision.actor.name,
        at: formatMinute(decision.at),
      })}
      description={
        decision.opinion ? (
          <Typography.Text style={{ whiteSpace: 'pre-line' }} lang={CONTENT_LANG}>
            {decision.opinion}
          </Typography.Text>
        ) : (
          t('opinion.none')
        )
      }
    />
  );
}
