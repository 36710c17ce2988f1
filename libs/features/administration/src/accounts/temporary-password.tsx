import { Alert, Button, Modal, Typography } from 'antd';
import type { TemporaryPasswordData } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { administrationText } from '../text';

export interface TemporaryPasswordDialogProps {
  /** The password to show once; closed when null. */
  result: (TemporaryPasswordData & { reason: 'created' | 'reset' }) | null;
  onDone(): void;
}

/**
 * Issue 17: the one-time temporary password of a new or reset account, shown once to the acting
 * administrator (never again: the server keeps only its hash).
 */
export function TemporaryPasswordDialog({ result, onDone }: TemporaryPasswordDialogProps) {
  const t = useText(administrationText);
  return (
    <Modal
      open={result !== null}
      title={t('accounts.temporary.title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onDone} autoInsertSpace={false}>
          {t('accounts.temporary.done')}
        </Button>
      }
    >
      {result ? (
        <>
          <Typography.Paragraph>
            {t(result.reason === 'created' ? 'accounts.temporary.created' : 'accounts.temporary.reset', { account: result.account })}
          </Typography.Paragraph>
          <Typography.Paragraph>
            {t('common.labelled', { label: t('accounts.temporary.label') })}
            <Typography.Text
              code
              strong
              copyable={{ text: result.temporaryPassword, tooltips: [t('accounts.temporary.copy'), t('accounts.temporary.copied')] }}
              data-testid="temporary-password"
            >
              {result.temporaryPassword}
            </Typography.Text>
          </Typography.Paragraph>
          <Alert type="warning" showIcon title={t('accounts.temporary.hint')} />
        </>
      ) : null}
    </Modal>
  );
}
