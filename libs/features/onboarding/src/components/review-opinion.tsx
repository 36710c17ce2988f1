import { Alert, Descriptions, Typography } from 'antd';
import { useId } from 'react';
import type { ApplicationDetail, ReviewDecision } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { formatMinute } from '@portal/util';
import { onboardingText } from '../text';
import { latestDecision } from './review-result';

export interface ReviewOpinionProps {
  /** The application being revised: only a returned or rejected one has an opinion to answer. */
  application: Pick<ApplicationDetail, 'status' | 'timeline'>;
}

/**
 * Issue 21 §10a: above the resubmit form, the latest decision the applicant is answering —
 * what was decided, at which stage, by whom, when, and the reviewer's opinion — so the
 * corporation revises with the reasons in view instead of on another page.
 */
export function ReviewOpinion({ application }: ReviewOpinionProps) {
  const headingId = useId();
  const t = useText(onboardingText);
  if (application.status !== 'returned' && application.status !== 'rejected') return null;
  const latest = latestDecision(application);
  if (!latest) return null;
  const { decision } = latest;
  return (
    <section aria-labelledby={headingId}>
      <Alert
        type={application.status === 'rejected' ? 'error' : 'warning'}
        showIcon
        // Shown on arrival, not an event: no live region.
        role="note"
        title={
          <Typography.Title id={headingId} level={2} style={{ fontSize: 15, margin: 0 }}>
            {t('opinion.title')}
          </Typography.Title>
        }
        description={
          <>
            <Typography.Paragraph style={{ margin: '4px 0 12px' }}>{t('opinion.hint')}</Typography.Paragraph>
            <Descriptions
              size="small"
              bordered
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'decision', label: t('opinion.decision'), children: t(`decision.${decision.action as ReviewDecision}`) },
                { key: 'stage', label: t('opinion.stage'), children: decision.stage ? t(`stage.${decision.stage}`) : '—' },
                {
                  key: 'reviewer',
                  label: t('opinion.reviewer'),
                  children: t('common.actorNamed', { name: decision.actor.name, role: t(`actor.${decision.actor.type}`) }),
                },
                { key: 'at', label: t('opinion.at'), children: <time dateTime={decision.at}>{formatMinute(decision.at)}</time> },
                {
                  key: 'opinion',
                  label: t('opinion.opinion'),
                  span: 'filled',
                  children: decision.opinion ? (
                    <Typography.Text style={{ whiteSpace: 'pre-line' }} lang={CONTENT_LANG}>
                      {decision.opinion}
                    </Typography.Text>
                  ) : (
                    <Typography.Text type="secondary">{t('opinion.none')}</Typography.Text>
                  ),
                },
              ]}
            />
          </>
        }
      />
    </section>
  );
}
