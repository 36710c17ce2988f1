import { App, Button, Flex, Typography } from 'antd';
import { useId, useState } from 'react';
import type { ApplicationDetail, ReviewDecision } from '@portal/api-contract';
import { actionFailure, type ActionFailure } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { ActionFailureAlert } from '@portal/ui-kit';
import { useDecide } from '../api/mutations';
import { onboardingText } from '../text';
import { DecisionModal } from './decision-modal';

export interface ReviewActionsProps {
  detail: Pick<ApplicationDetail, 'id' | 'version' | 'can'>;
  /** After a decision was recorded (the queue closes its drawer). */
  onDecided?: (detail: ApplicationDetail) => void;
}

/**
 * Issue 6 first / final review: 通过, 驳回 or 退回修改 at the caller's own stage
 * (`can.review`), with the version the reviewer saw. A concurrent decision answers
 * 409: its message shows here and the application is read again.
 */
export function ReviewActions({ detail, onDecided }: ReviewActionsProps) {
  const { message } = App.useApp();
  const headingId = useId();
  const t = useText(onboardingText);
  const [decision, setDecision] = useState<ReviewDecision | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const decide = useDecide();
  const stage = detail.can.review;
  if (!stage) return null;
  const confirm = (opinion: string | undefined) => {
    if (!decision) return;
    setFailure(null);
    decide.mutate(
      { id: detail.id, version: detail.version, stage, decision, ...(opinion ? { opinion } : {}) },
      {
        onSuccess: (next) => {
          setDecision(null);
          void message.success(onboardingText.t(`decide.done.${decision}`));
          onDecided?.(next);
        },
        onError: (error) => {
          setDecision(null);
          setFailure(actionFailure(error, onboardingText.t('common.conflictTitle')));
        },
      },
    );
  };
  return (
    <section aria-labelledby={headingId}>
      <Flex vertical gap={12}>
        <Typography.Title id={headingId} level={2} style={{ fontSize: 15, margin: 0 }}>
          {t('decide.title', { stage: t(`stage.${stage}`) })}
        </Typography.Title>
        <ActionFailureAlert failure={failure} conflictTitle={t('common.conflictTitle')} />
        <Flex wrap gap={12}>
          <Button type="primary" autoInsertSpace={false} onClick={() => setDecision('pass')}>
            {t('decide.pass')}
          </Button>
          <Button danger autoInsertSpace={false} onClick={() => setDecision('reject')}>
            {t('decide.reject')}
          </Button>
          <Button onClick={() => setDecision('return')}>{t('decide.return')}</Button>
        </Flex>
      </Flex>
      <DecisionModal applicationId={detail.id} decision={decision} busy={decide.isPending} onCancel={() => setDecision(null)} onConfirm={confirm} />
    </section>
  );
}
