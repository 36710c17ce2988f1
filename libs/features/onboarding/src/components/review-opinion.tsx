import { Alert, Descriptions, Typography } from 'antd';
import { useId } from 'react';
import { REVIEW_DECISION_LABELS, REVIEW_STAGE_LABELS, type ApplicationDetail, type ReviewDecision } from '@portal/api-contract';
import { formatMinute } from '@portal/util';
import { ONBOARDING_STRINGS } from '../strings';
import { latestDecision } from './review-result';

const S = ONBOARDING_STRINGS.opinion;
const ACTORS = ONBOARDING_STRINGS.common.actor;

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
            {S.title}
          </Typography.Title>
        }
        description={
          <>
            <Typography.Paragraph style={{ margin: '4px 0 12px' }}>{S.hint}</Typography.Paragraph>
            <Descriptions
              size="small"
              bordered
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'decision', label: S.decision, children: REVIEW_DECISION_LABELS[decision.action as ReviewDecision] },
                { key: 'stage', label: S.stage, children: decision.stage ? REVIEW_STAGE_LABELS[decision.stage] : '—' },
                { key: 'reviewer', label: S.reviewer, children: `${decision.actor.name}（${ACTORS[decision.actor.type]}）` },
                { key: 'at', label: S.at, children: <time dateTime={decision.at}>{formatMinute(decision.at)}</time> },
                {
                  key: 'opinion',
                  label: S.opinion,
                  span: 'filled',
                  children: decision.opinion ? (
                    <Typography.Text style={{ whiteSpace: 'pre-line' }}>{decision.opinion}</Typography.Text>
                  ) : (
                    <Typography.Text type="secondary">{S.none}</Typography.Text>
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
