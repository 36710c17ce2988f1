import { Alert, Card, Descriptions, Flex, Result, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatMinute } from '@portal/util';
import { LinkButton } from '@portal/ui-kit';
import { paths } from '@portal/site-config';
import type { ApplicationDetail, ReviewDecision, Transition } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { onboardingText } from '../text';
import { ApplicationStatusTag } from './application-status-tag';

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
  approved: { status: 'success', text: 'result.approved' },
  rejected: { status: 'error', text: 'result.rejected' },
  returned: { status: 'warning', text: 'result.returned' },
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
  const t = useText(onboardingText);
  const actorNamed = (step: Transition) => t('common.actorNamed', { name: step.actor.name, role: t(`actor.${step.actor.type}`) });
  const latest = latestDecision(detail);
  const outcome = detail.status === 'approved' || detail.status === 'rejected' || detail.status === 'returned' ? OUTCOME[detail.status] : null;
  if (!latest)
    return (
      <Alert
        type="info"
        showIcon
        title={t('result.noDecision')}
        action={<Link to={paths.workspace.applicationDetail.href(detail.id)}>{t('result.detail')}</Link>}
      />
    );
  const { decision, reasons } = latest;
  return (
    <Card>
      <Result
        status={outcome?.status ?? 'info'}
        title={t(`status.${decision.toStatus}`)}
        subTitle={outcome ? t(outcome.text) : undefined}
        style={{ padding: '16px 0' }}
        extra={
          <Flex wrap gap={12} justify="center">
            {canResubmit ? (
              <LinkButton type="primary" to={paths.workspace.apply.href(detail.id)}>
                {t('result.resubmit')}
              </LinkButton>
            ) : null}
            <Link to={paths.workspace.applicationDetail.href(detail.id)}>{t('result.detail')}</Link>
          </Flex>
        }
      />
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'domain', label: t('detail.domain'), children: <span lang={CONTENT_LANG}>{detail.domain.name}</span> },
          { key: 'status', label: t('detail.status'), children: <ApplicationStatusTag status={detail.status} /> },
          { key: 'decidedBy', label: t('result.decidedBy'), children: actorNamed(decision) },
          { key: 'stage', label: t('result.stage'), children: decision.stage ? t(`stage.${decision.stage}`) : '—' },
          { key: 'decidedAt', label: t('result.decidedAt'), children: <time dateTime={decision.at}>{formatMinute(decision.at)}</time> },
          { key: 'round', label: t('detail.round'), children: t('detail.roundValue', { round: decision.round }) },
        ]}
      />
      <Typography.Title level={2} style={{ fontSize: 15, margin: '16px 0 8px' }}>
        {t('result.reasons')}
      </Typography.Title>
      {reasons.length === 0 ? (
        <Typography.Text type="secondary">{t('result.noReasons')}</Typography.Text>
      ) : (
        <ul aria-label={t('result.reasons')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
          {reasons.map((step) => (
            <li key={step.version}>
              <Flex vertical gap={4} style={{ padding: '8px 12px', border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 6 }}>
                <Typography.Text type="secondary">
                  {step.stage ? t(`stage.${step.stage}`) : ''} · {actorNamed(step)} · {formatMinute(step.at)}
                </Typography.Text>
                <Typography.Text style={{ whiteSpace: 'pre-line' }} lang={CONTENT_LANG}>
                  {step.opinion}
                </Typography.Text>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
