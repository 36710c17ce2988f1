import { Alert, Card, Descriptions, Flex, Result, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatMinute } from '@portal/util';
import { LinkButton } from '@portal/ui-kit';
import { paths } from '@portal/site-config';
import { APPLICATION_STATUS_LABELS, REVIEW_STAGE_LABELS, type ApplicationDetail, type ReviewDecision, type Transition } from '@portal/api-contract';
import { ONBOARDING_STRINGS } from '../strings';
import { ApplicationStatusTag } from './application-status-tag';

const S = ONBOARDING_STRINGS.result;
const ACTORS = ONBOARDING_STRINGS.common.actor;
const DECISIONS: readonly string[] = ['pass', 'reject', 'return'] satisfies ReviewDecision[];

const isDecision = (step: Transition) => DECISIONS.includes(step.action);

/** The latest decision and the reviewers' opinions of its round (issue 6 domain/reject-result). */
export function latestDecision(detail: Pick<ApplicationDetail, 'timeline'>): { decision: Transition; reasons: Transition[] } | null {
  const decision = detail.timeline.findLast(isDecision);
  if (!decision) return null;
  const reasons = detail.timeline.filter((step) => step.round === decision.round && isDecision(step) && step.opinion);
  return { decision, reasons };
}

const OUTCOME = {
  approved: { status: 'success', text: S.approved },
  rejected: { status: 'error', text: S.rejected },
  returned: { status: 'warning', text: S.returned },
} as const;

export interface ReviewResultProps {
  detail: ApplicationDetail;
  /** Whether to offer 修改后重新提交 (the corporation, while it may edit). */
  canResubmit: boolean;
}

/**
 * Issue 6 domain/reject-result (入驻审批结果): the decision, who took it at which
 * stage, the reasons (the opinions of the latest round), and for the corporation
 * the way to revise and resubmit, which starts a new round.
 */
export function ReviewResult({ detail, canResubmit }: ReviewResultProps) {
  const latest = latestDecision(detail);
  const outcome = detail.status === 'approved' || detail.status === 'rejected' || detail.status === 'returned' ? OUTCOME[detail.status] : null;
  if (!latest)
    return <Alert type="info" showIcon title={S.noDecision} action={<Link to={paths.workspace.applicationDetail.href(detail.id)}>{S.detail}</Link>} />;
  const { decision, reasons } = latest;
  return (
    <Card>
      <Result
        status={outcome?.status ?? 'info'}
        title={APPLICATION_STATUS_LABELS[decision.toStatus]}
        subTitle={outcome?.text}
        style={{ padding: '16px 0' }}
        extra={
          <Flex wrap gap={12} justify="center">
            {canResubmit ? (
              <LinkButton type="primary" to={paths.workspace.apply.href(detail.id)}>
                {S.resubmit}
              </LinkButton>
            ) : null}
            <Link to={paths.workspace.applicationDetail.href(detail.id)}>{S.detail}</Link>
          </Flex>
        }
      />
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'domain', label: ONBOARDING_STRINGS.detail.domain, children: detail.domain.name },
          { key: 'status', label: ONBOARDING_STRINGS.detail.status, children: <ApplicationStatusTag status={detail.status} /> },
          { key: 'decidedBy', label: S.decidedBy, children: `${decision.actor.name}（${ACTORS[decision.actor.type]}）` },
          { key: 'stage', label: S.stage, children: decision.stage ? REVIEW_STAGE_LABELS[decision.stage] : '—' },
          { key: 'decidedAt', label: S.decidedAt, children: <time dateTime={decision.at}>{formatMinute(decision.at)}</time> },
          { key: 'round', label: ONBOARDING_STRINGS.detail.round, children: ONBOARDING_STRINGS.detail.roundValue(decision.round) },
        ]}
      />
      <Typography.Title level={3} style={{ fontSize: 15, margin: '16px 0 8px' }}>
        {S.reasons}
      </Typography.Title>
      {reasons.length === 0 ? (
        <Typography.Text type="secondary">{S.noReasons}</Typography.Text>
      ) : (
        <ul aria-label={S.reasons} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
          {reasons.map((step) => (
            <li key={step.version}>
              <Flex vertical gap={4} style={{ padding: '8px 12px', border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 6 }}>
                <Typography.Text type="secondary">
                  {step.stage ? REVIEW_STAGE_LABELS[step.stage] : ''} · {step.actor.name}（{ACTORS[step.actor.type]}） · {formatMinute(step.at)}
                </Typography.Text>
                <Typography.Text style={{ whiteSpace: 'pre-line' }}>{step.opinion}</Typography.Text>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
