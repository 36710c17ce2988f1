import { App, Button, Card, Flex, Typography } from 'antd';
import { useId, useState } from 'react';
import type { DataUseDetail } from '@portal/api-contract';
import { actionFailure, type ActionFailure } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { ActionFailureAlert } from '@portal/ui-kit';
import { useDecide } from '../api/mutations';
import { dataUseText } from '../text';
import { DecisionModal } from './decision-modal';
import type { DecisionInput } from './decision-rules';

/**
 * Issue 22: 审核 at the caller's own stage (`can.review`), decided in DecisionModal with the version the
 * reviewer saw. A concurrent decision answers 409: its message shows here and the application is read again.
 */
export function ReviewAction({ detail }: { detail: DataUseDetail }) {
  const { message } = App.useApp();
  const headingId = useId();
  const t = useText(dataUseText);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const decide = useDecide();
  const stage = detail.can.review;
  const failed = <ActionFailureAlert failure={failure} conflictTitle={t('common.conflictTitle')} conflictHint={t('common.conflictHint')} />;
  // Reloaded after a conflict, the application may have left the caller's stage: the refusal still shows why.
  if (!stage) return failure ? failed : null;
  const confirm = ({ decision, opinion, scope }: DecisionInput) => {
    setFailure(null);
    decide.mutate(
      { id: detail.id, version: detail.version, stage, decision, ...(opinion ? { opinion } : {}), ...(scope ? { scope } : {}) },
      {
        onSuccess: () => {
          setOpen(false);
          void message.success(dataUseText.t(`decide.done.${decision}`));
        },
        onError: (error) => {
          setOpen(false);
          setFailure(actionFailure(error, dataUseText.t('common.conflictTitle')));
        },
      },
    );
  };
  return (
    <Card size="small" role="region" aria-labelledby={headingId}>
      <Flex vertical gap={12}>
        <Typography.Title id={headingId} level={2} style={{ fontSize: 15, margin: 0 }}>
          {t('decide.title', { stage: t(`stage.${stage}`) })}
        </Typography.Title>
        {failed}
        <Flex wrap gap={12} align="center">
          <Button type="primary" autoInsertSpace={false} onClick={() => setOpen(true)}>
            {t('decide.open')}
          </Button>
          <Typography.Text type="secondary">{t(`decide.hint.${stage}`)}</Typography.Text>
        </Flex>
      </Flex>
      <DecisionModal detail={detail} stage={stage} open={open} busy={decide.isPending} onCancel={() => setOpen(false)} onConfirm={confirm} />
    </Card>
  );
}
